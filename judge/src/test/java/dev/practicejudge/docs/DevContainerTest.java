package dev.practicejudge.docs;

import static dev.practicejudge.testing.TestRepository.ROOT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * {@code .devcontainer/devcontainer.json}, the container GitHub Codespaces (and VS Code's Dev
 * Containers) open the repository in: a student needs nothing else, so it has LeetCode's Java, Maven,
 * and every VS Code extension {@code docs/ide.md}'s VS Code set-up names. Plain JSON (Jackson reads
 * no comments), so that this test reads it as the tools do.
 */
class DevContainerTest {

    private static final Path DEV_CONTAINER = ROOT.resolve(".devcontainer/devcontainer.json");

    /** The Java LeetCode compiles and runs solutions with. */
    private static final String LEETCODE_JAVA = "21";

    /** The devcontainers Java feature: with {@code version} "none" it keeps the image's JDK and adds tools. */
    private static final String JAVA_FEATURE = "ghcr.io/devcontainers/features/java:1";

    /** The Marketplace identifier of each VS Code extension, by the name docs/ide.md gives it. */
    private static final Map<String, String> EXTENSION_IDS = Map.of(
            "Extension Pack for Java", "vscjava.vscode-java-pack",
            "Language Support for Java", "redhat.java",
            "Debugger for Java", "vscjava.vscode-java-debug",
            "Test Runner for Java", "vscjava.vscode-java-test",
            "Maven for Java", "vscjava.vscode-maven");

    /** "Debugger for Java", "Test Runner for Java": the names of Java's VS Code extensions. */
    private static final Pattern EXTENSION_NAME = Pattern.compile("[A-Z][A-Za-z]*(?: [A-Z][A-Za-z]*)* for Java");

    @Test
    void itRunsTheDevcontainersJavaImageOfLeetCodesJava() throws IOException {
        String image = devContainer().path("image").asText();

        // mcr.microsoft.com/devcontainers/java:1-21-bookworm: image version 1, Java 21, Debian bookworm.
        Matcher tag = Pattern.compile("/devcontainers/java:(?:\\d+-)?(\\d+)(?:-[a-z]+)?").matcher(image);
        assertTrue(tag.find(), "the devcontainers Java image: " + image);
        assertEquals(LEETCODE_JAVA, tag.group(1), "LeetCode's Java: " + image);
    }

    @Test
    void theJavaFeatureInstallsMavenBesideTheImagesJdk() throws IOException {
        JsonNode java = devContainer().path("features").path(JAVA_FEATURE);

        assertTrue(java.isObject(), "the Java feature is there: " + devContainer().path("features"));
        assertEquals("true", java.path("installMaven").asText(), "Maven, to build the judge: " + java);
        assertEquals("none", java.path("version").asText(), "no second JDK beside the image's Java 21: " + java);
    }

    @Test
    void everyExtensionTheVsCodeSetUpNamesIsInstalled() throws IOException {
        List<String> installed = new ArrayList<>();
        devContainer().path("customizations").path("vscode").path("extensions").forEach(e -> installed.add(e.asText()));

        Set<String> named = extensionsNamedForVsCode();
        assertTrue(named.contains("Extension Pack for Java") && named.size() >= 5, "the names found: " + named);
        for (String name : named) {
            assertTrue(EXTENSION_IDS.containsKey(name), "docs/ide.md names " + name + ": add its identifier here");
            assertTrue(installed.contains(EXTENSION_IDS.get(name)),
                    name + " (" + EXTENSION_IDS.get(name) + ") is installed: " + installed);
        }
    }

    @Test
    void creatingItBuildsTheJudgeOnceAndTheIdeGuideSaysSo() throws IOException {
        assertEquals("./judgew --version", devContainer().path("postCreateCommand").asText());
        assertTrue(Files.isExecutable(ROOT.resolve("judgew")));

        String guide = Files.readString(ROOT.resolve("docs/ide.md"));
        for (String name : List.of("**GitHub Codespaces**", "(../.devcontainer/devcontainer.json)", "Java 21", "Maven",
                "`./judgew --version`")) {
            assertTrue(guide.contains(name), "docs/ide.md mentions " + name);
        }
    }

    /** The extensions the VS Code paragraph of docs/ide.md names (it begins "**VS Code.**"). */
    private static Set<String> extensionsNamedForVsCode() throws IOException {
        String guide = Files.readString(ROOT.resolve("docs/ide.md"));
        int start = guide.indexOf("**VS Code.**");
        assertTrue(start >= 0, "docs/ide.md has its VS Code set-up");
        int end = guide.indexOf("\n\n", start);
        Matcher names = EXTENSION_NAME.matcher(guide.substring(start, end < 0 ? guide.length() : end));
        Set<String> found = new LinkedHashSet<>();
        while (names.find()) {
            found.add(names.group());
        }
        return found;
    }

    private static JsonNode devContainer() throws IOException {
        // Jackson's defaults, strict JSON: a comment or a trailing comma fails here as it would in a plain parser.
        return new ObjectMapper().readTree(DEV_CONTAINER.toFile());
    }
}

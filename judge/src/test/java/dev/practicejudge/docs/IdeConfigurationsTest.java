package dev.practicejudge.docs;

import static dev.practicejudge.testing.TestRepository.ROOT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.practicejudge.run.DebugPort;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/**
 * The editor set-up that is checked in ({@code .idea/runConfigurations/}, {@code .vscode/}) and
 * its guide, {@code docs/ide.md}: the attach configurations reach the port {@code ./judgew debug}
 * listens on, the JUnit configuration names the IDE runner's test class, the guide is linked and
 * names what it must, and git tracks these files while ignoring the rest of those folders. Reads
 * files only; starts no worker JVM.
 */
class IdeConfigurationsTest {

    /** The port {@code ./judgew debug} listens on when {@code --port} is not given. */
    private static final String JUDGE_DEBUG_PORT = Integer.toString(DebugPort.DEFAULT_PORT);

    private static final String ATTACH = "Attach to judgew debug";
    private static final String YOUR_SOLUTIONS = "Your solutions";
    private static final String IDE_TEST_CLASS = "dev.practicejudge.ide.YourSolutionsTest";

    private static final List<String> CHECKED_IN = List.of(
            ".idea/runConfigurations/Attach_to_judgew_debug.xml",
            ".idea/runConfigurations/Your_solutions.xml",
            ".vscode/launch.json",
            ".vscode/tasks.json");

    private static final List<String> PERSONAL = List.of(
            ".idea/workspace.xml", ".idea/misc.xml", ".idea/modules.xml", ".vscode/settings.json", "judge/judge.iml");

    /** One IntelliJ run configuration: its attributes, and its {@code <option name value>} pairs. */
    record RunConfiguration(Path file, Map<String, String> attributes, Map<String, String> options, String module) {
        String name() {
            return attributes.getOrDefault("name", "");
        }
    }

    @Test
    void theIntelliJAttachConfigurationAttachesBySocketToLocalhostOnTheJudgesDebugPort() throws Exception {
        RunConfiguration attach = intelliJConfiguration(ATTACH);

        assertEquals("Remote", attach.attributes().get("type"), "a Remote JVM Debug configuration");
        assertEquals("true", attach.options().get("USE_SOCKET_TRANSPORT"), "socket transport");
        assertEquals("false", attach.options().get("SERVER_MODE"), "attach mode: the judge listens, the IDE connects");
        assertEquals("localhost", attach.options().get("HOST"));
        assertEquals(JUDGE_DEBUG_PORT, attach.options().get("PORT"));
    }

    @Test
    void theVsCodeAttachConfigurationAttachesToLocalhostOnTheJudgesDebugPort() throws Exception {
        JsonNode attach = vsCodeConfiguration(ATTACH);

        assertEquals("java", attach.path("type").asText());
        assertEquals("attach", attach.path("request").asText());
        assertEquals("localhost", attach.path("hostName").asText());
        assertTrue(attach.path("port").isInt(), "the port is a number: " + attach.path("port"));
        assertEquals(JUDGE_DEBUG_PORT, attach.path("port").asText());
        // solutions/ is not a source folder: the debugger finds Solution.java beside the active editor's file.
        assertEquals("${fileDirname}", attach.path("sourcePaths").path(0).asText());
    }

    @Test
    void theYourSolutionsConfigurationRunsTheIdeTestClassInTheIdeModule() throws Exception {
        RunConfiguration yourSolutions = intelliJConfiguration(YOUR_SOLUTIONS);

        assertEquals("JUnit", yourSolutions.attributes().get("type"));
        assertEquals("class", yourSolutions.options().get("TEST_OBJECT"));
        assertEquals(IDE_TEST_CLASS, yourSolutions.options().get("MAIN_CLASS_NAME"));
        assertEquals("ide", yourSolutions.module());
    }

    @Test
    void eachRunConfigurationIsInTheFileIntelliJWouldNameForIt() throws Exception {
        // IntelliJ stores a shared configuration as its name with every other character than a
        // letter or digit replaced by '_'; a file named otherwise would be written again beside it.
        for (RunConfiguration configuration : intelliJConfigurations()) {
            String expected = configuration.name().replaceAll("[^A-Za-z0-9]", "_") + ".xml";
            assertEquals(expected, configuration.file().getFileName().toString());
        }
    }

    @Test
    void theVsCodeTaskRunsJudgewDebugForTheProblemIdItAsksFor() throws Exception {
        JsonNode tasks = strictJson(".vscode/tasks.json");
        JsonNode task = tasks.path("tasks").path(0);

        assertEquals("judgew debug", task.path("label").asText());
        assertEquals("./judgew debug ${input:problemId}", task.path("command").asText());
        assertEquals("problemId", tasks.path("inputs").path(0).path("id").asText());
        assertEquals("promptString", tasks.path("inputs").path(0).path("type").asText());
    }

    @Test
    void theIdeGuideIsLinkedFromTheReadmeAndNamesTheCommandsAndConfigurations() throws IOException {
        String readme = Files.readString(ROOT.resolve("README.md"));
        String guide = Files.readString(ROOT.resolve("docs/ide.md"));

        assertTrue(readme.contains("(docs/ide.md)"), "README links docs/ide.md");
        for (String name : List.of("./judgew debug", "mvn -q test -Psolutions", ATTACH, YOUR_SOLUTIONS,
                "YourSolutionsTest", "jdb -attach localhost:" + JUDGE_DEBUG_PORT, "--port", "${fileDirname}")) {
            assertTrue(guide.contains(name), "docs/ide.md mentions " + name);
        }
        // Judge output shown before the commands existed is marked for the real runs to replace.
        assertEquals(count(guide, "<!-- real-output:"), count(guide, "<!-- /real-output -->"),
                "every real-output block is closed");
    }

    @Test
    void gitTracksTheCheckedInEditorFilesAndIgnoresTheRestOfThoseFolders() throws Exception {
        for (String file : CHECKED_IN) {
            assertTrue(Files.isRegularFile(ROOT.resolve(file)), file + " exists");
        }
        if (!gitWorks()) {
            // No git here (a source archive): the rules must at least be present, in an order that works.
            List<String> rules = Files.readAllLines(ROOT.resolve(".gitignore")).stream().map(String::strip).toList();
            assertInOrder(rules, ".idea/*", "!.idea/runConfigurations/");
            assertInOrder(rules, ".vscode/*", "!.vscode/launch.json");
            assertInOrder(rules, ".vscode/*", "!.vscode/tasks.json");
            assertFalse(rules.contains(".idea/") || rules.contains(".vscode/"),
                    "a whole ignored folder cannot have files taken back out of it");
            return;
        }
        for (String file : CHECKED_IN) {
            assertFalse(ignoredByGit(file), "git must track " + file);
        }
        for (String file : PERSONAL) {
            assertTrue(ignoredByGit(file), "git must ignore " + file);
        }
    }

    private static RunConfiguration intelliJConfiguration(String name) throws Exception {
        List<RunConfiguration> named = intelliJConfigurations().stream().filter(c -> c.name().equals(name)).toList();
        assertEquals(1, named.size(), "one configuration named '" + name + "' in .idea/runConfigurations");
        return named.get(0);
    }

    private static List<RunConfiguration> intelliJConfigurations() throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        List<RunConfiguration> configurations = new ArrayList<>();
        List<Path> files;
        try (Stream<Path> listing = Files.list(ROOT.resolve(".idea/runConfigurations"))) {
            files = listing.filter(p -> p.toString().endsWith(".xml")).sorted().toList();
        }
        for (Path file : files) {
            Element component = factory.newDocumentBuilder().parse(file.toFile()).getDocumentElement();
            assertEquals("ProjectRunConfigurationManager", component.getAttribute("name"), file.toString());
            NodeList elements = component.getElementsByTagName("configuration");
            assertEquals(1, elements.getLength(), "one configuration in " + file);
            Element configuration = (Element) elements.item(0);

            Map<String, String> attributes = new HashMap<>();
            for (int i = 0; i < configuration.getAttributes().getLength(); i++) {
                attributes.put(configuration.getAttributes().item(i).getNodeName(),
                        configuration.getAttributes().item(i).getNodeValue());
            }
            Map<String, String> options = new HashMap<>();
            String module = null;
            for (Node child = configuration.getFirstChild(); child != null; child = child.getNextSibling()) {
                if (child instanceof Element element && element.getTagName().equals("option")) {
                    options.put(element.getAttribute("name"), element.getAttribute("value"));
                } else if (child instanceof Element element && element.getTagName().equals("module")) {
                    module = element.getAttribute("name");
                }
            }
            configurations.add(new RunConfiguration(file, attributes, options, module));
        }
        return configurations;
    }

    private static JsonNode vsCodeConfiguration(String name) throws IOException {
        List<JsonNode> named = new ArrayList<>();
        strictJson(".vscode/launch.json").path("configurations").forEach(c -> {
            if (c.path("name").asText().equals(name)) {
                named.add(c);
            }
        });
        assertEquals(1, named.size(), "one configuration named '" + name + "' in .vscode/launch.json");
        return named.get(0);
    }

    /** VS Code accepts comments in these files; we keep them strict JSON, which Jackson's defaults enforce. */
    private static JsonNode strictJson(String file) throws IOException {
        return new ObjectMapper().readTree(ROOT.resolve(file).toFile());
    }

    private static boolean gitWorks() {
        try {
            return git("rev-parse", "--is-inside-work-tree") == 0;
        } catch (IOException e) {
            return false;
        }
    }

    /** The repository's own rules decide, not the user's global excludes file. */
    private static boolean ignoredByGit(String file) throws IOException {
        int status = git("-c", "core.excludesFile=", "check-ignore", "-q", "--no-index", file);
        if (status > 1) {
            fail("git check-ignore failed on " + file + " (exit " + status + ")");
        }
        return status == 0;
    }

    private static int git(String... args) throws IOException {
        List<String> command = new ArrayList<>(List.of("git"));
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command).directory(ROOT.toFile()).redirectErrorStream(true).start();
        try {
            process.getInputStream().readAllBytes();
            if (!process.waitFor(30, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                fail("git " + String.join(" ", args) + " did not finish");
            }
            return process.exitValue();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException(e);
        }
    }

    private static void assertInOrder(List<String> rules, String first, String then) {
        int at = rules.indexOf(first);
        int thenAt = rules.lastIndexOf(then);
        assertTrue(at >= 0 && thenAt > at, ".gitignore has '" + first + "' and, after it, '" + then + "'");
    }

    private static int count(String text, String part) {
        int count = 0;
        for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + part.length())) {
            count++;
        }
        return count;
    }
}

package dev.practicejudge.learn;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.json.Json;
import dev.practicejudge.problem.Workspace;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Writes the learner's own test cases ({@code run --save}, {@code stress --save}) into
 * {@code solutions/ID/tests/}, in the package's test shape, never over a file that exists.
 */
public final class OwnTests {

    private OwnTests() {
    }

    /**
     * Saves a test case as {@code solutions/ID/tests/<stem>-<n>.json}, n the first number whose
     * file does not exist yet, and returns its path. The file is created, never replaced.
     *
     * @param input the arguments by parameter name
     * @param expected the expected output, or null to leave it out (the reference decides, as in {@code run})
     * @param comment why the case is there, or null: "found by stress, seed 42"
     * @param stem the name's start, e.g. "stress" or "run"
     */
    public static Path save(Workspace workspace, String id, ObjectNode input, JsonNode expected, String comment,
                            String stem) throws IOException {
        Path folder = workspace.ownTestsDirectory(id);
        Files.createDirectories(folder);
        ObjectNode test = Json.MAPPER.createObjectNode();
        test.set("input", input);
        if (expected != null) {
            test.set("expected", expected);
        }
        if (comment != null) {
            test.put("comment", comment);
        }
        byte[] text = (Json.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(test) + "\n")
                .getBytes(StandardCharsets.UTF_8);
        for (int n = 1; ; n++) {
            Path file = folder.resolve(String.format("%s-%03d.json", stem, n));
            try {
                // CREATE_NEW: the file system refuses if it exists, so not even a race overwrites one.
                Files.write(file, text, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
                return file;
            } catch (FileAlreadyExistsException e) {
                // Taken: the next number.
            }
        }
    }
}

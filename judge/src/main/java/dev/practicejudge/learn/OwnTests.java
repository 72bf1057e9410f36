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
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

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
        Path folder = folder(workspace, id);
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

    /**
     * The first of the learner's own tests ({@code solutions/ID/tests/*.json}, in file name order)
     * whose {@code "input"} is this one, JSON-equal; empty when there is none, or no folder yet.
     * A file that does not read as JSON is passed over.
     *
     * @throws NotAFolder when {@code solutions/ID/tests} is a file
     */
    public static Optional<Path> withInput(Workspace workspace, String id, ObjectNode input) throws IOException {
        Path folder = folder(workspace, id);
        if (!Files.isDirectory(folder)) {
            return Optional.empty();
        }
        // Through text, so the numbers compare as they read from a file (4 is 4, whatever node held it).
        JsonNode wanted = Json.MAPPER.readTree(Json.MAPPER.writeValueAsString(input));
        List<Path> files;
        try (Stream<Path> listing = Files.list(folder)) {
            files = listing.filter(p -> p.getFileName().toString().endsWith(".json") && Files.isRegularFile(p))
                    .sorted().toList();
        }
        for (Path file : files) {
            JsonNode test;
            try {
                test = Json.MAPPER.readTree(file.toFile());
            } catch (IOException e) {
                continue; // not JSON: test reports it; it is no input of anyone's
            }
            if (test != null && wanted.equals(test.get("input"))) {
                return Optional.of(file);
            }
        }
        return Optional.empty();
    }

    /** The own tests' folder of a problem, which must be a folder if it is anything. */
    private static Path folder(Workspace workspace, String id) throws NotAFolder {
        Path folder = workspace.ownTestsDirectory(id);
        if (Files.exists(folder) && !Files.isDirectory(folder)) {
            throw new NotAFolder(workspace.display(folder));
        }
        return folder;
    }

    /** {@code solutions/ID/tests} is a file, where the learner's own tests need a folder. */
    public static final class NotAFolder extends IOException {
        private static final long serialVersionUID = 1L;

        /** @param shown the path as shown to the learner, {@code solutions/ID/tests} */
        NotAFolder(String shown) {
            super(shown + " is a file, not a folder: your own tests are saved in a folder of that name; move or "
                    + "rename the file, then save again");
        }
    }
}

package dev.practicejudge.problem;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Reads a package's test files ({@code tests/*.json}) and the learner's own tests, each input bound
 * to the method's signature and each expected output checked against its return type.
 */
final class TestFileReader {

    private final Diagnostics diagnostics;

    TestFileReader(Diagnostics diagnostics) {
        this.diagnostics = diagnostics;
    }

    /** The test files, in the order they run. */
    List<Path> testFiles(Path testsDir) throws ProblemFormatException {
        if (!Files.isDirectory(testsDir)) {
            throw new ProblemFormatException(diagnostics.display(testsDir), "the tests folder is missing");
        }
        List<Path> files;
        try (Stream<Path> listing = Files.list(testsDir)) {
            files = listing.filter(p -> p.getFileName().toString().endsWith(".json")).sorted().toList();
        } catch (IOException e) {
            throw new ProblemFormatException(diagnostics.display(testsDir), "cannot list the tests: " + e.getMessage());
        }
        if (files.isEmpty()) {
            throw new ProblemFormatException(diagnostics.display(testsDir), "no tests: add at least one *.json test file");
        }
        return files;
    }

    /** The learner's own tests, as {@link ProblemLoader#readOwnTests} describes them. */
    OwnTestFiles readOwnTests(Path directory, MethodSignature method) {
        String shown = diagnostics.display(directory).toString();
        if (!Files.isDirectory(directory)) {
            return OwnTestFiles.none(directory, shown);
        }
        List<Path> files;
        try (Stream<Path> listing = Files.list(directory)) {
            files = listing.filter(p -> p.getFileName().toString().endsWith(".json")).sorted().toList();
        } catch (IOException e) {
            ProblemFormatException error = new ProblemFormatException(diagnostics.display(directory),
                    "cannot list your own tests: " + e.getMessage());
            return new OwnTestFiles(directory, shown, List.of(),
                    List.of(new OwnTestFiles.Unreadable(Workspace.OWN_TESTS_DIR, directory, error)));
        }
        List<TestCase> tests = new ArrayList<>();
        List<OwnTestFiles.Unreadable> unreadable = new ArrayList<>();
        for (Path file : files) {
            try {
                TestCase test = readTest(file, method, true);
                // sample and challenge describe a package's tests; on the learner's own they mean nothing.
                tests.add(new TestCase(test.name(), test.file(), test.arguments(), test.expected(), false,
                        test.generatedBy(), false, test.comment()));
            } catch (ProblemFormatException e) {
                unreadable.add(new OwnTestFiles.Unreadable(testName(file), file, e));
            }
        }
        return new OwnTestFiles(directory, shown, tests, unreadable);
    }

    List<TestCase> readTests(Path testsDir, MethodSignature method, boolean expectedMayBeMissing)
            throws ProblemFormatException {
        List<Path> files = testFiles(testsDir);
        List<TestCase> tests = new ArrayList<>();
        for (Path file : files) {
            tests.add(readTest(file, method, expectedMayBeMissing));
        }
        return tests;
    }

    private TestCase readTest(Path file, MethodSignature method, boolean expectedMayBeMissing)
            throws ProblemFormatException {
        PackageJson doc = diagnostics.read(file);
        JsonNode root = doc.root;
        doc.requireObject(root, "");
        doc.rejectUnknownFields(root, "", ProblemLoader.TEST_FIELDS);
        if (!root.has("input")) {
            throw doc.error("", "missing field \"input\": an object with one value per parameter of "
                    + method.declaration());
        }
        List<JsonNode> arguments;
        try {
            arguments = InputBinding.bind(root.get("input"), method);
        } catch (InputBinding.Mismatch e) {
            throw doc.error("/input" + e.pointer(), e.getMessage());
        }
        Optional<String> generatedBy = Optional.empty();
        if (root.has("generatedBy")) {
            generatedBy = Optional.of(doc.requireText(root, "", "generatedBy"));
        }
        boolean sample = false;
        if (root.has("sample")) {
            if (!root.get("sample").isBoolean()) {
                throw doc.error("/sample", "sample must be true or false, got " + root.get("sample"));
            }
            sample = root.get("sample").booleanValue();
        }
        boolean challenge = false;
        if (root.has("challenge")) {
            if (!root.get("challenge").isBoolean()) {
                throw doc.error("/challenge", "challenge must be true or false, got " + root.get("challenge"));
            }
            challenge = root.get("challenge").booleanValue();
        }
        String name = testName(file);
        Optional<String> comment = Optional.empty();
        if (root.has("comment")) {
            comment = Optional.of(doc.requireText(root, "", "comment"));
        }
        if (!root.has("expected")) {
            if (expectedMayBeMissing) {
                return new TestCase(name, file, arguments, MissingNode.getInstance(), sample, generatedBy, challenge,
                        comment);
            }
            throw doc.error("", "missing field \"expected\": the expected output (" + method.outputType()
                    + "); write it, or let ./judgew gen fill it from the accepted reference");
        }
        JsonNode expected = root.get("expected");
        Optional<String> mismatch = InputBinding.mismatch(expected, method.outputType());
        Optional<Design> design = method.design().filter(d -> !d.roundTrip());
        if (mismatch.isEmpty() && design.isPresent()) {
            Optional<String> calls = DesignCalls.expectedMismatch(arguments.get(0), expected, design.get());
            if (calls.isPresent()) {
                throw doc.error("/expected", "the expected outputs do not fit the calls: " + calls.get());
            }
        }
        if (mismatch.isEmpty()) {
            Optional<String> untrimmed = NodeForms.untrimmed(expected, method.outputType());
            if (untrimmed.isPresent()) {
                throw doc.error("/expected", untrimmed.get());
            }
        }
        boolean roundTrip = method.design().filter(Design::roundTrip).isPresent();
        if (mismatch.isEmpty() && roundTrip && arguments.size() == 1) {
            JsonNode input = method.outputType().isNode() && arguments.get(0).isArray()
                    ? NodeForms.trimmed(arguments.get(0)) : arguments.get(0);
            if (!expected.equals(input)) {
                throw doc.error("/expected", "a codec's expected output is its input, which the round trip must give "
                        + "back: write " + dev.practicejudge.json.Json.compact(input));
            }
        }
        if (mismatch.isPresent()) {
            throw doc.error("/expected", "the expected output is not of type " + method.outputType() + ": "
                    + mismatch.get());
        }
        return new TestCase(name, file, arguments, expected, sample, generatedBy, challenge, comment);
    }

    /** A test's name: its file's name without {@code .json}. */
    private static String testName(Path file) {
        return file.getFileName().toString().replaceFirst("\\.json$", "");
    }
}

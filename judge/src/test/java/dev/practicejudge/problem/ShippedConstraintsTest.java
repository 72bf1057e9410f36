package dev.practicejudge.problem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.practicejudge.testing.TestRepository;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every shipped package declares its statement's constraints, and every one of its tests keeps them
 * (what {@code validate} checks, here without a worker, so the fast tier catches a test added
 * outside them); and it names one of the canon's topics, which {@code list} groups by.
 */
class ShippedConstraintsTest {

    private static final Path PROBLEMS = TestRepository.ROOT.resolve("problems");

    static Stream<String> shipped() throws IOException {
        try (Stream<Path> folders = Files.list(PROBLEMS)) {
            return folders.filter(f -> Files.isRegularFile(f.resolve("problem.json")))
                    .map(f -> f.getFileName().toString()).sorted().toList().stream();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("shipped")
    void declaresItsConstraintsAndEveryTestKeepsThem(String id) throws ProblemFormatException {
        Problem problem = new ProblemLoader(PROBLEMS).load(PROBLEMS.resolve(id));
        InputConstraints constraints = problem.spec().constraints();

        assertFalse(constraints.isEmpty(), id + " declares no constraints");
        List<String> outside = new ArrayList<>();
        for (TestCase test : problem.tests()) {
            constraints.violation(problem.spec().method(), problem.input(test))
                    .ifPresent(v -> outside.add(test.name() + ": " + v));
        }
        assertEquals(List.of(), outside, id);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("shipped")
    void namesOneOfTheCanonsTopics(String id) throws ProblemFormatException {
        ProblemSpec spec = new ProblemLoader(PROBLEMS).load(PROBLEMS.resolve(id)).spec();

        assertTrue(spec.topic().filter(Topics::isCanon).isPresent(), id + ": " + spec.topic());
    }
}

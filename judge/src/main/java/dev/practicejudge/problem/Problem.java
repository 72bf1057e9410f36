package dev.practicejudge.problem;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

/** A loaded, well-formed problem package: its id (the folder's name), spec and tests in order. */
public record Problem(String id, Path directory, ProblemSpec spec, List<TestCase> tests) {
    public Problem {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(directory, "directory");
        Objects.requireNonNull(spec, "spec");
        tests = List.copyOf(tests);
    }
}

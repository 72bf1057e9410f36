package dev.practicejudge.problem;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** What a problem's {@code problem.json} declares. */
public record ProblemSpec(String title, String difficulty, List<String> tags, Optional<Source> source,
                          MethodSignature method, Limits limits, ComparisonSpec comparison) {

    public ProblemSpec {
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(difficulty, "difficulty");
        tags = List.copyOf(tags);
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(method, "method");
        Objects.requireNonNull(limits, "limits");
        Objects.requireNonNull(comparison, "comparison");
    }

    /** Where the problem comes from, e.g. LeetCode 51. Any part may be missing. */
    public record Source(String name, Integer number, String url) {
    }
}

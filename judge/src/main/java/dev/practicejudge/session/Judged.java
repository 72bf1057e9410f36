package dev.practicejudge.session;

import dev.practicejudge.judge.ProblemResult;
import dev.practicejudge.judge.TestResult;
import dev.practicejudge.judge.Verdict;
import java.util.List;

/**
 * What a judging run gave: each judged problem's result, and whether the run did all it was asked
 * (false when a problem named was unknown or had no solution, which the plan reported).
 */
public record Judged(List<ProblemResult> results, boolean complete) {

    public Judged {
        results = List.copyOf(results);
    }

    /** Whether the judge failed anywhere: a broken package, a worker lost, a checker that threw. */
    public boolean judgeError() {
        return results.stream().anyMatch(r -> r.verdict() == Verdict.JE
                || r.tests().stream().map(TestResult::verdict).anyMatch(v -> v == Verdict.JE));
    }

    /** Whether every judged problem was accepted (true when none was judged). */
    public boolean accepted() {
        return results.stream().allMatch(ProblemResult::accepted);
    }
}

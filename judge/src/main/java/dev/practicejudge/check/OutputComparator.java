package dev.practicejudge.check;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.api.CheckResult;

/**
 * Decides whether a solution's output is right for a test. One implementation per comparison
 * mode, chosen by the name the problem spec gives (see {@link Comparators}). Runs in the judge's
 * own process, where the expected output lives. Implementations are thread-safe.
 */
public interface OutputComparator {

    /**
     * @param input the test's arguments by parameter name
     * @param expected the test's expected output, already checked to fit the output type
     * @param actual what the solution produced, as JSON; may be any JSON at all, including null
     * @throws CheckerFailure when a problem's own checker fails: a judge error, not a wrong answer
     */
    CheckResult compare(JsonNode input, JsonNode expected, JsonNode actual);
}

package dev.practicejudge.api;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Random;

/**
 * A problem's own random input generator: the API for problem authors, so that {@code stress}
 * can look for inputs on which a learner's solution and the package's reference disagree, and
 * {@code validate} can cross-check the package's accepted submissions on random inputs.
 *
 * <p>An author writes one class implementing this interface in the problem's folder and names its
 * file in {@code problem.json} ({@code "generator": "generator/MyGenerator.java"}); a problem whose
 * parameters are all {@code int}s may declare ranges instead ({@code "generator": {"n": {"min": 1,
 * "max": 9}}}). The judge compiles the class against the JDK, Jackson and this package, creates one
 * instance with its public no-argument constructor, and calls it from the judge's own process. The
 * solution never sees it. Keep it stateless and deterministic: all randomness from the
 * {@code Random} given, so a seed reproduces a case.
 *
 * <p>Throwing, returning null or an input that {@link #invalid} rejects, or that breaks the
 * constraints {@code problem.json} declares, is a judge error naming the generator's file, never the
 * learner's fault.
 */
public interface Generator {

    /**
     * A random input within the statement's constraints, of about the given size: size 1 is the
     * smallest interesting input, and inputs grow with the size up to {@link #maxSize()}.
     *
     * @return the arguments by parameter name, as in a test file's {@code "input"}: {@code {"n": 4}}
     */
    ObjectNode generate(int size, Random random);

    /**
     * Why an input breaks the statement's constraints, or null when it keeps them. The shrinker
     * asks this of every smaller input it tries, so an input it prints is one the learner may
     * meet: check every constraint the statement states (sizes, value ranges, distinctness).
     *
     * @param input the arguments by parameter name
     */
    String invalid(JsonNode input);

    /** The largest size worth generating: inputs at this size still run in a fraction of the time limit. */
    default int maxSize() {
        return 10;
    }
}

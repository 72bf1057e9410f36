package dev.practicejudge.judge;

import dev.practicejudge.run.Timing;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.ToDoubleFunction;

/**
 * How a solution's times compare with the problem's accepted references' on the same tests, all
 * measured in the same run ({@code test --vs-reference}), each submission in a worker JVM of its own.
 *
 * <p>The rule, in one place ({@link #of}). Per test, the fastest reference is the one with the
 * smallest time judged ({@link Timing#judgedMs}, its CPU time) among those that passed it: that is
 * what reports print as a test's time, so the reference's time stands beside the solution's like
 * for like. Overall,
 * each reference is set against the solution on the tests both passed, as the sum of the
 * solution's times there over the sum of the reference's, in CPU time (the solution thread's, the
 * worker's clock around the call alone) when every one of those times has it, else in wall time.
 * CPU time, because a ratio is what a learner quotes, and on a busy machine wall time measures the
 * machine: in eight runs of the same code against itself (Sudoku's PlainBacktracking, tests 1-6, a
 * 2-core machine at load 9) the wall-time ratio went from 0.45x to 1.72x and the CPU-time ratio
 * from 0.78x to 1.31x. The reference named
 * is the one the solution compares worst with, which is the fastest whenever the references passed
 * the same tests (they all should: they are accepted). That ratio is given only when both sums reach
 * {@link Timing#USEFUL_RESOLUTION_MS}; the slowest test against that reference is the one with the
 * largest ratio, in the same time, among the tests where both times reach it, so a test timed under
 * the clock's resolution never yields a ratio.
 *
 * @param references the accepted submissions that ran, in the package's order
 * @param fastest by test name, in the order the tests ran: the fastest reference that passed the
 *     test, for each test some reference passed
 * @param overall the solution against the fastest reference, or why there is no such figure
 * @param notes what went wrong with a reference, one sentence each: a fault of the package, never
 *     the learner's, and never part of a verdict
 */
public record ReferenceTimes(List<String> references, Map<String, TestTime> fastest, Overall overall,
                             List<String> notes) {

    public ReferenceTimes {
        references = List.copyOf(references);
        fastest = Collections.unmodifiableMap(new LinkedHashMap<>(fastest));
        Objects.requireNonNull(overall, "overall");
        notes = List.copyOf(notes);
    }

    /** Which of a test's times the overall comparison adds up. */
    public enum Measure {
        CPU("CPU time"), WALL("wall time");

        private final String words;

        Measure(String words) {
            this.words = words;
        }

        /** The measure in words, for reports: "CPU time", "wall time". */
        public String words() {
            return words;
        }

        double of(Timing timing) {
            return this == CPU ? timing.cpuMs() : timing.wallMs();
        }
    }

    /**
     * The fastest reference's time on one test.
     *
     * @param reference its name, e.g. {@code accepted/Bitmask.java}
     * @param timing its times on the test; it was the fastest by wall time
     */
    public record TestTime(String reference, Timing timing) {
        public TestTime {
            Objects.requireNonNull(reference, "reference");
            Objects.requireNonNull(timing, "timing");
        }
    }

    /**
     * One reference's run: its times on the tests it passed.
     *
     * @param reference its name, e.g. {@code accepted/Bitmask.java}
     * @param passed by test name, its times on each test it passed (AC); a test it failed is absent
     */
    public record Run(String reference, Map<String, Timing> passed) {
        public Run {
            Objects.requireNonNull(reference, "reference");
            passed = Map.copyOf(passed);
        }
    }

    /** The test on which the solution is slowest against the reference, and by how much. */
    public record Slowest(String test, double ratio) {
        public Slowest {
            Objects.requireNonNull(test, "test");
        }
    }

    /** The solution against the fastest reference over the tests both passed. */
    public sealed interface Overall {

        /**
         * A ratio: the solution took {@code ratio()} times the reference's time.
         *
         * @param measure the time added up
         * @param tests how many tests both passed, which the sums are over
         * @param learnerMs the solution's summed time on them
         * @param referenceMs the reference's summed time on them
         * @param slowest empty when no such test took at least the clock's resolution on both sides
         */
        record Ratio(String reference, Measure measure, int tests, double learnerMs, double referenceMs,
                     Optional<Slowest> slowest) implements Overall {
            public Ratio {
                Objects.requireNonNull(reference, "reference");
                Objects.requireNonNull(measure, "measure");
                Objects.requireNonNull(slowest, "slowest");
            }

            /** The solution's summed time over the reference's. */
            public double ratio() {
                return learnerMs / referenceMs;
            }
        }

        /** Both passed some tests, but one side's sum is under the clock's resolution: no ratio. */
        record UnderResolution(String reference, Measure measure, int tests, double learnerMs, double referenceMs)
                implements Overall {
            public UnderResolution {
                Objects.requireNonNull(reference, "reference");
                Objects.requireNonNull(measure, "measure");
            }
        }

        /** No test was passed by both the solution and a reference. */
        record NotCompared(String why) implements Overall {
            public NotCompared {
                Objects.requireNonNull(why, "why");
            }
        }
    }

    /**
     * The comparison of a solution's results with the references' runs, by the rule above.
     *
     * @param learner the solution's results, in the order the tests ran
     * @param runs each reference that ran, in the package's order
     * @param notes what went wrong with the references, already in words
     */
    public static ReferenceTimes of(List<TestResult> learner, List<Run> runs, List<String> notes) {
        Map<String, TestTime> fastest = new LinkedHashMap<>();
        for (TestResult test : learner) {
            for (Run run : runs) {
                Timing timing = run.passed().get(test.name());
                if (timing != null && (!fastest.containsKey(test.name())
                        || timing.judgedMs() < fastest.get(test.name()).timing().judgedMs())) {
                    fastest.put(test.name(), new TestTime(run.reference(), timing));
                }
            }
        }
        List<String> names = runs.stream().map(Run::reference).toList();
        return new ReferenceTimes(names, fastest, overall(learner, runs), notes);
    }

    private static Overall overall(List<TestResult> learner, List<Run> runs) {
        List<TestResult> passed = learner.stream().filter(TestResult::passed).toList();
        if (runs.isEmpty()) {
            return new Overall.NotCompared("no reference ran");
        }
        if (passed.isEmpty()) {
            return new Overall.NotCompared("you passed no test, so there is no time to compare");
        }
        boolean cpu = passed.stream().allMatch(t -> t.timing().cpuMs() != null)
                && runs.stream().allMatch(r -> r.passed().values().stream().allMatch(t -> t.cpuMs() != null));
        Measure measure = cpu ? Measure.CPU : Measure.WALL;
        ToDoubleFunction<TestResult> mine = t -> measure.of(t.timing());
        Run best = null;
        List<TestResult> bestCommon = List.of();
        double bestLearnerMs = 0;
        double bestReferenceMs = 0;
        for (Run run : runs) {
            List<TestResult> common = passed.stream().filter(t -> run.passed().containsKey(t.name())).toList();
            if (common.isEmpty()) {
                continue;
            }
            double learnerMs = common.stream().mapToDouble(mine).sum();
            double referenceMs = common.stream().mapToDouble(t -> measure.of(run.passed().get(t.name()))).sum();
            // The reference the solution compares worst with: learnerMs / referenceMs largest, compared
            // by cross-multiplying so a reference summing to 0 ms counts as the fastest, not as a NaN.
            if (best == null || learnerMs * bestReferenceMs > bestLearnerMs * referenceMs) {
                best = run;
                bestCommon = common;
                bestLearnerMs = learnerMs;
                bestReferenceMs = referenceMs;
            }
        }
        if (best == null) {
            return new Overall.NotCompared("no reference passed a test you passed");
        }
        if (Timing.belowResolution(bestLearnerMs) || Timing.belowResolution(bestReferenceMs)) {
            return new Overall.UnderResolution(best.reference(), measure, bestCommon.size(), bestLearnerMs,
                    bestReferenceMs);
        }
        Slowest slowest = null;
        for (TestResult test : bestCommon) {
            double ours = mine.applyAsDouble(test);
            double theirs = measure.of(best.passed().get(test.name()));
            if (Timing.belowResolution(ours) || Timing.belowResolution(theirs)) {
                continue;
            }
            if (slowest == null || ours / theirs > slowest.ratio()) {
                slowest = new Slowest(test.name(), ours / theirs);
            }
        }
        return new Overall.Ratio(best.reference(), measure, bestCommon.size(), bestLearnerMs, bestReferenceMs,
                Optional.ofNullable(slowest));
    }
}

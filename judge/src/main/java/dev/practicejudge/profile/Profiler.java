package dev.practicejudge.profile;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import dev.practicejudge.check.OutputComparator;
import dev.practicejudge.judge.Judge;
import dev.practicejudge.judge.RunFailure;
import dev.practicejudge.judge.TestResult;
import dev.practicejudge.judge.Verdict;
import dev.practicejudge.problem.Limits;
import dev.practicejudge.problem.Problem;
import dev.practicejudge.problem.TestCase;
import dev.practicejudge.protocol.Frame;
import dev.practicejudge.run.RunOutcome;
import dev.practicejudge.run.SubmissionRunner;
import dev.practicejudge.run.Timing;
import dev.practicejudge.run.WorkerCommand;
import dev.practicejudge.run.Measured;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Measures solutions on a {@link Ladder}: each in a worker JVM of its own, one solution at a time
 * (never two at once, which would share the cores), the solutions taking turns rung by rung so
 * that a change in the machine's load falls on all of them alike.
 *
 * <p>On each rung a solution first runs once in a freshly loaded class (a probe: how long is one
 * run?), then in another fresh class as many times as fit the rung's budget: warm-up runs that let
 * the just-in-time compiler do its work, which are dropped, then the measured runs, whose median
 * CPU time is the rung's figure. A solution's ladder ends after the first rung whose median
 * reaches {@link Settings#stopAtMs}, or when the next rung would take far longer than that, or on
 * a run that fails; the learner's answers are checked against the first reference's on each rung,
 * since the time of a wrong answer says nothing.
 */
public final class Profiler {

    /** A compiled solution to measure. */
    public record Contender(String name, boolean learner, Map<String, byte[]> classes) {
        public Contender {
            Objects.requireNonNull(name, "name");
            classes = Map.copyOf(classes);
        }
    }

    /**
     * How long to measure.
     *
     * @param stopAtMs a solution's ladder ends after the first rung whose median CPU time reaches this
     * @param budgetMs every ladder still climbing ends after the first rung that finishes this long
     *     after the profile started (wall time, the workers' start included); 0 for no such bound.
     *     An interview's submit has a few seconds to spare, not a minute
     */
    public record Settings(double stopAtMs, long budgetMs) {
        public static final double DEFAULT_STOP_AT_MS = 1000;

        public Settings {
            if (!(stopAtMs > 0) || stopAtMs > 60_000) {
                throw new IllegalArgumentException("stopAtMs must be in (0, 60000], got " + stopAtMs);
            }
            if (budgetMs < 0) {
                throw new IllegalArgumentException("budgetMs must be 0 (none) or more, got " + budgetMs);
            }
        }

        /** No bound on the whole profile: each ladder climbs until {@code stopAtMs} or its end. */
        public Settings(double stopAtMs) {
            this(stopAtMs, 0);
        }

        /** A run longer than this is stopped (TLE): ten times the stopping time, at least 2 s. */
        int runLimitMs() {
            return (int) Math.min(60_000, Math.max(2000, 10 * stopAtMs));
        }

        /** Time spent on warm-up runs per rung, about: a quarter of the stopping time. */
        double warmUpMs() {
            return stopAtMs / 4;
        }

        /** Time spent on measured runs per rung, about: half the stopping time. */
        double measureMs() {
            return stopAtMs / 2;
        }
    }

    /** Fewest and most measured runs per rung: a median of 3 at the slow end, more where runs are cheap. */
    static final int MIN_RUNS = 3;
    static final int MAX_RUNS = 15;
    /** Fewest and most warm-up runs per rung, unless one run alone outlasts the warm-up time. */
    static final int MIN_WARM_UPS = 5;
    static final int MAX_WARM_UPS = 100;
    /** Measured runs whose first half's median is this much above the second half's were still warming up. */
    static final double STILL_WARMING = 1.25;
    /** A rung predicted to take more than this many times the stopping time is not started. */
    static final double TOO_FAR = 5;
    /** Outputs larger than the problem's own limit are fine here: profile inputs may exceed the tests'. */
    static final int OUTPUT_LIMIT_KB = 262_144;

    /** The problem with the profile's limits, which checks answers too: a slow rung is no TLE here. */
    private final Problem problem;
    private final OutputComparator comparator;
    private final WorkerCommand worker;
    private final Settings settings;
    private final Limits limits;

    public Profiler(Problem problem, OutputComparator comparator, WorkerCommand worker, Settings settings) {
        Objects.requireNonNull(problem, "problem");
        this.comparator = Objects.requireNonNull(comparator, "comparator");
        this.worker = Objects.requireNonNull(worker, "worker");
        this.settings = Objects.requireNonNull(settings, "settings");
        Limits own = problem.spec().limits();
        this.limits = new Limits(settings.runLimitMs(), own.memoryMb(), OUTPUT_LIMIT_KB, own.timeMultiplier(),
                own.safetyMargin());
        this.problem = new Problem(problem.id(), problem.directory(), problem.spec().withLimits(limits),
                problem.tests());
    }

    /**
     * Measures every contender on the ladder. The learner's answers (if a learner is among them)
     * are checked against the first non-learner contender's.
     *
     * @param progress receives each rung's size once every solution still climbing has measured it,
     *     for a console that shows it is working
     */
    public Profile profile(Ladder ladder, List<Contender> contenders, Consumer<String> progress) {
        long deadline = settings.budgetMs() == 0 ? Long.MAX_VALUE
                : System.nanoTime() + settings.budgetMs() * 1_000_000;
        List<Climber> climbers = new ArrayList<>();
        try {
            for (Contender contender : contenders) {
                climbers.add(new Climber(contender, new SubmissionRunner(worker).session(contender.classes(),
                        problem.spec().method(), limits)));
            }
            Climber reference = climbers.stream().filter(c -> !c.contender.learner()).findFirst().orElse(null);
            List<Ladder.Rung> rungs = ladder.rungs();
            for (int i = 0; i < rungs.size(); i++) {
                Ladder.Rung rung = rungs.get(i);
                Answer referenceAnswer = null;
                // The reference first, so the learner's answer can be checked on the same rung.
                List<Climber> order = new ArrayList<>(climbers);
                if (reference != null) {
                    order.remove(reference);
                    order.add(0, reference);
                }
                for (Climber climber : order) {
                    if (climber.stopped != null) {
                        continue;
                    }
                    JsonNode answer = climber.climb(rung, ladder.sizeName(),
                            climber.contender.learner() ? referenceAnswer : null);
                    if (climber == reference && answer != null) {
                        referenceAnswer = new Answer(answer, climber.contender.name());
                    }
                    if (climber.stopped == null && i == rungs.size() - 1) {
                        climber.stopped = "the ladder ends at " + ladder.sizeName() + " = " + rung.size();
                    }
                }
                progress.accept(String.valueOf(rung.size()));
                if (climbers.stream().allMatch(c -> c.stopped != null)) {
                    break;
                }
                if (System.nanoTime() - deadline > 0) {
                    String at = ladder.sizeName() + " = " + rung.size();
                    climbers.stream().filter(c -> c.stopped == null).forEach(c -> c.stopped = "the time for "
                            + "measuring (" + seconds(settings.budgetMs()) + ") ran out after " + at);
                    break;
                }
            }
        } finally {
            climbers.forEach(c -> c.session.close());
        }
        List<Series> series = new ArrayList<>();
        for (Climber climber : climbers) {
            series.add(new Series(climber.contender.name(), climber.contender.learner(), climber.points,
                    climber.stopped == null ? "the ladder is empty" : climber.stopped));
        }
        return new Profile(problem.id(), problem.spec().title(), ladder.sizeName(), settings.stopAtMs(), series);
    }

    /** A reference's answer on a rung, and whose it is. */
    private record Answer(JsonNode value, String from) {
    }

    /** One contender's way up the ladder. */
    private final class Climber {
        final Contender contender;
        final SubmissionRunner.Session session;
        final List<Measurement> points = new ArrayList<>();
        /** Why its ladder ended, or null while it climbs. */
        String stopped;

        Climber(Contender contender, SubmissionRunner.Session session) {
            this.contender = contender;
            this.session = session;
        }

        /**
         * Measures one rung, or ends the climb. Returns the last run's answer (null when none).
         *
         * @param expected the reference's answer on this rung, to check the learner's against; null for none
         */
        JsonNode climb(Ladder.Rung rung, String sizeName, Answer expected) {
            String at = sizeName + " = " + rung.size();
            if (points.size() >= 2) {
                // The last step's growth, carried one step on: a brute force that took 0.3 s may
                // take a minute on the next rung, and a profile should not.
                double last = points.get(points.size() - 1).medianCpuMs();
                double before = points.get(points.size() - 2).medianCpuMs();
                double predicted = before > 0 ? last * (last / before) : last;
                if (predicted > TOO_FAR * settings.stopAtMs() && last > Timing.USEFUL_RESOLUTION_MS) {
                    stopped = "the next size, " + at + ", would take about " + seconds(predicted) + " a run";
                    return null;
                }
            }
            TestCase test = new TestCase("profile-" + rung.size(), Path.of("profile"), rung.arguments(),
                    MissingNode.getInstance(), false, Optional.empty());
            Measured probe = session.measure(test, 1, deadline(1, settings.runLimitMs()));
            if (failed(probe.outcome(), at, test, expected)) {
                return null;
            }
            double once = Math.max(millis(probe.outcome().timing()), 0.001);
            // The probe ran cold, so this many runs take less than the warm-up time once compiled.
            int warmUps = (int) Math.max(once >= settings.warmUpMs() ? 1 : MIN_WARM_UPS,
                    Math.min(MAX_WARM_UPS, Math.ceil(settings.warmUpMs() / once)));
            int measured = (int) Math.max(MIN_RUNS, Math.min(MAX_RUNS, Math.ceil(settings.measureMs() / once)));
            Measured runs = session.measure(test, warmUps + measured,
                    deadline(warmUps + measured, Math.min(settings.runLimitMs(), 10 * once + 100)));
            if (failed(runs.outcome(), at, test, expected)) {
                return null;
            }
            List<Frame.Result.Sample> samples = runs.samples();
            if (samples.size() <= warmUps) {
                stopped = "the worker sent " + samples.size() + " of " + (warmUps + measured) + " runs at " + at;
                return null;
            }
            List<Frame.Result.Sample> kept = samples.subList(warmUps, samples.size());
            // Times still falling (the JIT finished compiling during the measured runs): the first
            // half was warm-up too. A median of runs with and without compiled code is neither.
            while (kept.size() >= 2 * MIN_RUNS && median(kept.subList(0, kept.size() / 2))
                    > STILL_WARMING * median(kept.subList(kept.size() / 2, kept.size()))) {
                warmUps += kept.size() / 2;
                kept = kept.subList(kept.size() / 2, kept.size());
            }
            List<Double> cpu = new ArrayList<>();
            List<Double> wall = new ArrayList<>();
            List<Double> allocated = new ArrayList<>();
            for (Frame.Result.Sample sample : kept) {
                wall.add(sample.wallNanos() / 1e6);
                cpu.add(sample.cpuNanos() < 0 ? sample.wallNanos() / 1e6 : sample.cpuNanos() / 1e6);
                if (sample.allocatedBytes() >= 0) {
                    allocated.add((double) sample.allocatedBytes());
                }
            }
            Measurement point = new Measurement(rung.size(), cpu, wall,
                    allocated.size() == cpu.size() ? Measurement.median(allocated) : -1, warmUps);
            points.add(point);
            if (point.medianCpuMs() >= settings.stopAtMs()) {
                stopped = "a run took " + seconds(point.medianCpuMs()) + " at " + at;
            }
            return ((RunOutcome.Returned) runs.outcome()).value();
        }

        /** Ends the climb when the run did not return, or (for the learner) returned a wrong answer. */
        private boolean failed(RunOutcome outcome, String at, TestCase test, Answer expected) {
            Optional<RunFailure> failure = RunFailure.of(outcome, limits);
            if (failure.isPresent()) {
                stopped = failure.get().verdict() + " at " + at + ": " + failure.get().reason();
                return true;
            }
            if (expected != null) {
                TestCase judged = new TestCase(test.name(), test.file(), test.arguments(), expected.value(), false,
                        Optional.empty());
                TestResult result = Judge.decide(problem, judged, outcome, comparator);
                if (result.verdict() != Verdict.AC) {
                    stopped = result.verdict() + " at " + at + " (checked against " + expected.from()
                            + "'s answer): the time of a wrong answer says nothing";
                    return true;
                }
            }
            return false;
        }
    }

    private static double median(List<Frame.Result.Sample> samples) {
        List<Double> cpu = new ArrayList<>();
        for (Frame.Result.Sample sample : samples) {
            cpu.add(sample.cpuNanos() < 0 ? sample.wallNanos() : (double) sample.cpuNanos());
        }
        return Measurement.median(cpu);
    }

    /** Time for {@code runs} runs of at most {@code perRunMs} each, plus what loading and converting take. */
    private static Duration deadline(int runs, double perRunMs) {
        return Duration.ofMillis((long) Math.min(Long.MAX_VALUE / 4, runs * perRunMs + 2000));
    }

    private static double millis(Timing timing) {
        return timing.cpuMs() != null ? timing.cpuMs() : timing.wallMs();
    }

    public static String seconds(double ms) {
        return ms >= 1000 ? String.format(Locale.ROOT, "%.1f s", ms / 1000)
                : Timing.format(ms) + " ms";
    }
}

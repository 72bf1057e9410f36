package dev.practicejudge.interview;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * One mock interview, as the log keeps it: the problem, the clock, and everything the learner did
 * that the scorecard reports. Immutable: each event makes a new value, which the log writes at once,
 * so a crash between two commands loses nothing that was done.
 *
 * @param number the session's number in the log, from 1
 * @param problem the problem's id
 * @param title the problem's title
 * @param difficulty easy, medium or hard, as the spec says
 * @param started when the clock started
 * @param minutesAllowed the time allowed
 * @param seed the seed that picked the problem, when the judge picked it
 * @param solution the solution file, as the learner writes its path
 * @param solutionExisted whether that file was there before the session (the judge then used it as it was)
 * @param sampleRuns how many times {@code test} or {@code watch} ran the samples
 * @param ownInputRuns how many times {@code run} ran an input the learner gave
 * @param attempts the submits, in order
 * @param revealed what the learner asked to see with {@code --reveal}: "hint 1", "editorial"
 * @param ended when the session ended, if it has
 * @param growth the accepted solution's growth against the references', when it was measured
 */
public record Interview(int number, String problem, String title, String difficulty, Instant started,
                        int minutesAllowed, OptionalLong seed, String solution, boolean solutionExisted,
                        int sampleRuns, int ownInputRuns, List<Attempt> attempts, List<String> revealed,
                        Optional<Instant> ended, Optional<GrowthCompared> growth) {

    public Interview {
        Objects.requireNonNull(problem, "problem");
        Objects.requireNonNull(started, "started");
        Objects.requireNonNull(seed, "seed");
        attempts = List.copyOf(attempts);
        revealed = List.copyOf(revealed);
        Objects.requireNonNull(ended, "ended");
        Objects.requireNonNull(growth, "growth");
        if (minutesAllowed < 1) {
            throw new IllegalArgumentException("minutesAllowed must be at least 1, got " + minutesAllowed);
        }
    }

    /**
     * One submit: when, the verdict, the required tests passed of all, the first that failed, and
     * the challenge tier's tests solved of those it has (0 of 0 for most problems).
     *
     * @param firstFailing the first required test not accepted, with its verdict; empty when all passed
     *     or the solution did not compile
     */
    public record Attempt(Instant at, String verdict, int passed, int total, Optional<FailedTest> firstFailing,
                          int challengePassed, int challengeTests) {
        public Attempt {
            Objects.requireNonNull(at, "at");
            Objects.requireNonNull(verdict, "verdict");
            Objects.requireNonNull(firstFailing, "firstFailing");
        }

        public boolean accepted() {
            return "AC".equals(verdict);
        }
    }

    /** A test that failed: its name, its verdict. */
    public record FailedTest(String test, String verdict) {
    }

    /**
     * How the accepted solution's time grows, beside the references': each a complexity class
     * ("O(n)") or, when the measurements could not tell, null with the reason in {@code note}.
     *
     * @param yours the learner's class, or null when inconclusive
     * @param references each reference's file name and class (null when inconclusive), in the package's order
     * @param note why a class is missing, or why nothing was measured; empty when every class was named
     */
    public record GrowthCompared(String yours, List<ReferenceGrowth> references, String note) {
        public GrowthCompared {
            references = List.copyOf(references);
            Objects.requireNonNull(note, "note");
        }
    }

    /** One reference's growth class (null when inconclusive). */
    public record ReferenceGrowth(String name, String growth) {
    }

    /** A new session, with nothing done yet. */
    public static Interview start(int number, String problem, String title, String difficulty, Instant started,
                                  int minutesAllowed, OptionalLong seed, String solution, boolean solutionExisted) {
        return new Interview(number, problem, title, difficulty, started, minutesAllowed, seed, solution,
                solutionExisted, 0, 0, List.of(), List.of(), Optional.empty(), Optional.empty());
    }

    public boolean open() {
        return ended.isEmpty();
    }

    /** Whether a submit was accepted. */
    public boolean accepted() {
        return attempts.stream().anyMatch(Attempt::accepted);
    }

    public Duration allowed() {
        return Duration.ofMinutes(minutesAllowed);
    }

    /** Time used: until the end, or until {@code now} while the session is open. */
    public Duration used(Instant now) {
        Duration used = Duration.between(started, ended.orElse(now));
        return used.isNegative() ? Duration.ZERO : used;
    }

    /** Time left at {@code now} (negative once over). */
    public Duration left(Instant now) {
        return allowed().minus(used(now));
    }

    /** How long after the start {@code at} was. */
    public Duration after(Instant at) {
        Duration after = Duration.between(started, at);
        return after.isNegative() ? Duration.ZERO : after;
    }

    public Optional<Attempt> firstAttempt() {
        return attempts.stream().findFirst();
    }

    public Optional<Attempt> acceptedAttempt() {
        return attempts.stream().filter(Attempt::accepted).findFirst();
    }

    public Interview withSampleRun() {
        return new Interview(number, problem, title, difficulty, started, minutesAllowed, seed, solution,
                solutionExisted, sampleRuns + 1, ownInputRuns, attempts, revealed, ended, growth);
    }

    public Interview withOwnInputRun() {
        return new Interview(number, problem, title, difficulty, started, minutesAllowed, seed, solution,
                solutionExisted, sampleRuns, ownInputRuns + 1, attempts, revealed, ended, growth);
    }

    public Interview withAttempt(Attempt attempt) {
        List<Attempt> more = new ArrayList<>(attempts);
        more.add(attempt);
        return new Interview(number, problem, title, difficulty, started, minutesAllowed, seed, solution,
                solutionExisted, sampleRuns, ownInputRuns, more, revealed, ended, growth);
    }

    public Interview withRevealed(String what) {
        List<String> more = new ArrayList<>(revealed);
        more.add(what);
        return new Interview(number, problem, title, difficulty, started, minutesAllowed, seed, solution,
                solutionExisted, sampleRuns, ownInputRuns, attempts, more, ended, growth);
    }

    public Interview withGrowth(GrowthCompared measured) {
        return new Interview(number, problem, title, difficulty, started, minutesAllowed, seed, solution,
                solutionExisted, sampleRuns, ownInputRuns, attempts, revealed, ended, Optional.of(measured));
    }

    public Interview endedAt(Instant at) {
        return new Interview(number, problem, title, difficulty, started, minutesAllowed, seed, solution,
                solutionExisted, sampleRuns, ownInputRuns, attempts, revealed, Optional.of(at), growth);
    }
}

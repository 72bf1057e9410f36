package dev.practicejudge.cli;

import dev.practicejudge.json.Json;
import dev.practicejudge.problem.Problem;
import dev.practicejudge.report.StressReport;
import dev.practicejudge.session.Refused;
import dev.practicejudge.session.Session;
import dev.practicejudge.session.Stressing;
import dev.practicejudge.stress.Budget;
import dev.practicejudge.stress.Counterexample;
import dev.practicejudge.stress.StressJson;
import dev.practicejudge.stress.StressOutcome;
import java.io.IOException;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Duration;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code judgew stress ID}: looks for an input on which the learner's solution and the problem's
 * reference disagree, shrinks it, and shows it as {@code test} shows a failing test. The work is in
 * {@link dev.practicejudge.stress}; this class reads the options and wires.
 */
@Command(name = "stress",
        mixinStandardHelpOptions = true,
        description = {"Stress-test your solution: run it and the problem's reference (its first accepted "
                + "submission) on random inputs from the problem's generator, small ones first, each in a warm "
                + "worker, until your solution fails one (WA, RE, TLE, MLE, ...). That input is then shrunk while "
                + "it still fails (fewer elements, smaller numbers, smaller trees, fewer calls) and the smallest one "
                + "found is shown as test shows a failing test, with the seed that reproduces it.",
                "Finding nothing is evidence, not proof: the run says how many cases it tried and up to which size."},
        footer = {"", "Exit status: 0 no counterexample found within the budget, 1 one was found (or your solution "
                + "does not compile), 2 usage or judge error (an unknown problem, a problem without a generator, a "
                + "reference that fails on a generated input).",
                "", "Examples:",
                "  ./judgew stress subsets                        10 s of random cases against the reference",
                "  ./judgew stress subsets --seed 42              the same cases again, in the same order",
                "  ./judgew stress lru-cache --seconds 30 --save  look longer; keep what it finds as your own test",
                "  ./judgew stress merge-k-sorted-lists --runs 500 --max-size 4",
                "  ./judgew stress subsets --solution ~/scratch/Subsets.java --json stress.json"})
final class StressCommand extends JudgeCommand {

    @Mixin
    ProblemId problemId;

    @Mixin
    SolutionOption solution;

    /** The search time without --seconds, unless --runs alone is given. */
    static final double DEFAULT_SECONDS = 10;

    /** The longest --seconds taken: a day. */
    static final double MAX_SECONDS = 86_400;

    @Option(names = "--seconds", paramLabel = "S",
            description = "How long to look for a counterexample, in seconds, once both workers run (default: 10, "
                    + "none with --runs alone; at most 86400); shrinking one takes up to 10 s more.")
    Double seconds;

    @Option(names = "--runs", paramLabel = "N", description = "Stop after N cases, even with time left; given alone "
            + "(without --seconds), run exactly N cases however long they take.")
    Integer runs;

    @Option(names = "--seed", paramLabel = "N",
            description = "The seed the cases derive from (default: a random one, printed): the same seed runs the "
                    + "same cases in the same order.")
    Long seed;

    @Option(names = "--max-size", paramLabel = "K",
            description = "The largest input size to generate (default and ceiling: the generator's own maximum).")
    Integer maxSize;

    @Option(names = "--json", paramLabel = "FILE", description = "Also write the outcome as JSON to FILE.")
    Path json;

    @Option(names = "--save", description = "Save the counterexample found to solutions/<ID>/tests/stress-NNN.json, "
            + "with the reference's output as expected (never over an existing file).")
    boolean save;

    @Override
    public Integer call() throws UsageError, Refused {
        Budget budget = budget();
        Session session = session();
        String id = problemId.in(session);
        Stressing stressing = session.stress(id, solution.file, this::workerCommand);
        Problem problem = stressing.problem();
        String shown = stressing.shown();
        StressReport report = new StressReport(out(), styles());
        report.header(problem, shown, stressing.reference(), budget);
        if (stressing.notCompiled().isPresent()) {
            out().println(stressing.notCompiled().get());
            out().println("  your solution does not compile, so there is nothing to stress; ./judgew test " + id
                    + " shows the same errors");
            return ExitCodes.NOT_ACCEPTED;
        }
        StressOutcome outcome = stressing.run(budget);
        if (outcome instanceof StressOutcome.Broken broken) {
            writeJson(problem, shown, stressing.reference(), budget.seed(), outcome);
            throw new UsageError("judge error: " + broken.reason()
                    + (broken.input() == null ? "" : "\n  on the input " + Json.compact(broken.input()))
                    + (broken.fault() == StressOutcome.Fault.JUDGE
                            ? "\n  this is the judge's failure to run your solution, not your solution's fault"
                            : "\n  this is the problem package's fault (its generator or reference), not your "
                                    + "solution's"));
        }
        report.outcome(problem, outcome, reproduce(id, budget, outcome));
        writeJson(problem, shown, stressing.reference(), budget.seed(), outcome);
        if (outcome instanceof StressOutcome.Found found) {
            if (save) {
                save(stressing, budget.seed(), found.counterexample());
            }
            return ExitCodes.NOT_ACCEPTED;
        }
        return ExitCodes.ACCEPTED;
    }

    private Budget budget() throws UsageError {
        if (seconds != null && (!(seconds > 0) || Double.isInfinite(seconds))) {
            throw new UsageError("--seconds " + format(seconds) + ": give a positive number of seconds, e.g. --seconds 10");
        }
        if (seconds != null && seconds > MAX_SECONDS) {
            throw new UsageError("--seconds " + format(seconds) + ": at most " + format(MAX_SECONDS) + " (a day); for "
                    + "a number of cases however long they take, give --runs N alone");
        }
        if (runs != null && runs < 1) {
            throw new UsageError("--runs " + runs + ": give at least 1 case, e.g. --runs 100");
        }
        if (maxSize != null && maxSize < 1) {
            throw new UsageError("--max-size " + maxSize + ": sizes start at 1, e.g. --max-size 5");
        }
        long chosen = seed != null ? seed : new SecureRandom().nextLong() & Long.MAX_VALUE;
        Duration searchTime = seconds != null ? Duration.ofNanos((long) (seconds * 1e9))
                : runs != null ? Budget.NO_TIME_LIMIT : Duration.ofNanos((long) (DEFAULT_SECONDS * 1e9));
        return new Budget(chosen, searchTime, runs == null ? 0 : runs,
                maxSize == null ? Integer.MAX_VALUE : maxSize, Budget.DEFAULT_SHRINK_TIME);
    }

    private static String format(double value) {
        return value == Math.rint(value) && !Double.isInfinite(value) ? Long.toString((long) value) : Double.toString(value);
    }

    /**
     * The command that runs the same cases again, up to the one found: cases derive from the seed
     * and their number alone, and {@code --runs} alone runs that many however long they take.
     */
    private String reproduce(String id, Budget budget, StressOutcome outcome) {
        return "./judgew stress " + id + " --seed " + budget.seed()
                + (outcome instanceof StressOutcome.Found found ? " --runs " + found.counterexample().caseNumber() : "")
                + (solution.given() ? " --solution " + solution.file : "")
                + (maxSize != null ? " --max-size " + maxSize : "");
    }

    private void writeJson(Problem problem, String shown, String reference, long seed, StressOutcome outcome)
            throws UsageError {
        if (json == null) {
            return;
        }
        try {
            Json.MAPPER.writerWithDefaultPrettyPrinter().writeValue(json.toFile(),
                    StressJson.of(problem, shown, reference, seed, outcome));
        } catch (IOException e) {
            throw new UsageError("--json " + json + ": cannot write it: " + e.getMessage());
        }
    }

    private void save(Stressing stressing, long seed, Counterexample found) throws Refused {
        String saved = stressing.save(found.input(), found.result().expected(), "found by stress, seed " + seed);
        out().println("  saved as " + saved);
    }
}

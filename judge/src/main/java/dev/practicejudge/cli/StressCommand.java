package dev.practicejudge.cli;

import dev.practicejudge.report.StressReport;
import dev.practicejudge.session.Refused;
import dev.practicejudge.session.Session;
import dev.practicejudge.session.StressBudget;
import dev.practicejudge.session.Stressing;
import java.io.IOException;
import java.nio.file.Path;
import java.util.OptionalInt;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code judgew stress ID}: looks for an input on which the learner's solution and the problem's
 * reference disagree, shrinks it, and shows it as {@code test} shows a failing test. The run is got
 * ready and done by {@link Stressing}, and shown by {@link StressReport}; this class reads the
 * options and wires.
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
        StressBudget budget = StressBudget.of(seconds, runs, seed, maxSize);
        Session session = session();
        String id = problemId.in(session);
        Stressing stressing = session.stress(id, solution.file);
        StressReport report = new StressReport(out(), styles());
        stressing.header(report, budget);
        if (stressing.notCompiled().isPresent()) {
            out().println(stressing.notCompiled().get());
            out().println("  your solution does not compile, so there is nothing to stress; ./judgew test " + id
                    + " shows the same errors");
            return ExitCodes.NOT_ACCEPTED;
        }
        Stressing.Stressed stressed = stressing.run(budget);
        if (stressed.judgeError().isPresent()) {
            writeJson(stressed);
            throw new UsageError(stressed.judgeError().get());
        }
        stressed.print(report, reproduce(id, budget, stressed.foundAt()));
        writeJson(stressed);
        if (stressed.foundAt().isPresent()) {
            if (save) {
                out().println("  saved as " + stressed.save());
            }
            return ExitCodes.NOT_ACCEPTED;
        }
        return ExitCodes.ACCEPTED;
    }

    /**
     * The command that runs the same cases again, up to the one found: cases derive from the seed
     * and their number alone, and {@code --runs} alone runs that many however long they take.
     */
    private String reproduce(String id, StressBudget budget, OptionalInt foundAt) {
        return "./judgew stress " + id + " --seed " + budget.seed()
                + (foundAt.isPresent() ? " --runs " + foundAt.getAsInt() : "")
                + (solution.given() ? " --solution " + solution.file : "")
                + (maxSize != null ? " --max-size " + maxSize : "");
    }

    private void writeJson(Stressing.Stressed stressed) throws UsageError {
        if (json == null) {
            return;
        }
        try {
            stressed.writeJson(json);
        } catch (IOException e) {
            throw new UsageError("--json " + json + ": cannot write it: " + e.getMessage());
        }
    }
}

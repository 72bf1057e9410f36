package dev.practicejudge.session;

import dev.practicejudge.api.Generator;
import dev.practicejudge.compile.SolutionCompiler;
import dev.practicejudge.generate.Generators;
import dev.practicejudge.json.Json;
import dev.practicejudge.judge.LoadedProblem;
import dev.practicejudge.learn.CustomRun;
import dev.practicejudge.learn.OwnTests;
import dev.practicejudge.problem.Problem;
import dev.practicejudge.problem.ProblemFormatException;
import dev.practicejudge.problem.Submission;
import dev.practicejudge.problem.Workspace;
import dev.practicejudge.report.StressReport;
import dev.practicejudge.run.WorkerCommand;
import dev.practicejudge.stress.Counterexample;
import dev.practicejudge.stress.StressOutcome;
import dev.practicejudge.stress.StressSession;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Supplier;

/**
 * A stress run got ready ({@code stress}): the problem, its generator and reference, and the
 * learner's solution compiled beside the reference in two warm workers. What cannot be stressed
 * (no generator, no reference, a broken package, a reference that does not compile) is refused
 * when it is made; a learner's solution that does not compile is {@link #notCompiled}.
 */
public final class Stressing {

    private final Workspace workspace;
    private final Problem problem;
    private final String shown;
    private final String reference;
    private final StressSession.Opening opening;

    private Stressing(Workspace workspace, Problem problem, String shown, String reference,
                      StressSession.Opening opening) {
        this.workspace = workspace;
        this.problem = problem;
        this.shown = shown;
        this.reference = reference;
        this.opening = opening;
    }

    static Stressing open(Workspace workspace, String id, Path file, SolutionCompiler compiler,
                          Supplier<WorkerCommand> worker) throws Refused {
        // Before the generator: a template's package keeps a declarative generator but no reference.
        requireReferences(workspace, id);
        LoadedProblem loaded;
        Generator generator;
        try {
            loaded = LoadedProblem.load(workspace, id, compiler);
            generator = Generators.forProblem(loaded.problem(), compiler, workspace::display)
                    .orElseThrow(() -> new Refused(id + " has no generator, so there is nothing to stress it with: "
                            + "its problem.json names none (\"generator\": \"generator/MyGenerator.java\", see "
                            + "docs/adding-a-problem.md)"));
        } catch (ProblemFormatException e) {
            throw new Refused("the problem package is broken: " + e.getMessage());
        }
        Problem problem = loaded.problem();
        Submission reference = reference(problem);
        String shown = workspace.display(file);
        StressSession.Opening opening = StressSession.open(problem, loaded.comparator(), generator, compiler, file, shown,
                reference, worker.get());
        if (opening instanceof StressSession.Opening.ReferenceNotCompiled broken) {
            throw new Refused("the problem's reference " + reference.name() + " does not compile:\n" + broken.report());
        }
        return new Stressing(workspace, problem, shown, reference.name(), opening);
    }

    /** Refuses a problem whose references an assignment's template left out: nothing to stress against. */
    static void requireReferences(Workspace workspace, String id) throws Refused {
        if (Submission.withheld(workspace.problemDirectory(id))) {
            throw new Refused("this assignment does not include the reference solutions of " + id + ", so stress has "
                    + "nothing to compare your solution with");
        }
    }

    private static Submission reference(Problem problem) throws Refused {
        try {
            return CustomRun.reference(problem).orElseThrow(() -> new Refused(problem.id() + " has no accepted "
                    + "reference submission (under " + Submission.SUBMISSIONS_DIR + "/" + Submission.ACCEPTED
                    + "/) to stress your solution against"));
        } catch (IOException e) {
            throw new Refused("cannot list " + problem.id() + "'s submissions: " + e.getMessage());
        }
    }

    /** The learner's file as the learner would write its path. */
    public String shown() {
        return shown;
    }

    /** The reference's name, e.g. {@code Backtracking.java}. */
    public String reference() {
        return reference;
    }

    /** The compiler's report when the learner's solution does not compile, so there is nothing to stress. */
    public Optional<String> notCompiled() {
        return opening instanceof StressSession.Opening.NotCompiled failed
                ? Optional.of(failed.failure().report()) : Optional.empty();
    }

    /**
     * Prints the run's heading to {@code report}: the problem and the learner's file as {@code test}
     * heads them, then what runs against what, with which seed, for how long.
     */
    public void header(StressReport report, StressBudget budget) {
        report.header(problem, shown, reference, budget.budget());
    }

    /** Looks for a counterexample within the budget; the workers are ended when it returns. */
    public Stressed run(StressBudget budget) {
        try (StressSession session = ((StressSession.Opening.Ready) opening).session()) {
            return new Stressed(workspace, problem, shown, reference, budget.seed(), session.run(budget.budget()));
        }
    }

    /** A stress run done: how it ended, to print, to write as JSON, and to save when it found a counterexample. */
    public static final class Stressed {

        private final Workspace workspace;
        private final Problem problem;
        private final String shown;
        private final String reference;
        private final long seed;
        private final StressOutcome outcome;

        Stressed(Workspace workspace, Problem problem, String shown, String reference, long seed,
                 StressOutcome outcome) {
            this.workspace = Objects.requireNonNull(workspace, "workspace");
            this.problem = Objects.requireNonNull(problem, "problem");
            this.shown = Objects.requireNonNull(shown, "shown");
            this.reference = Objects.requireNonNull(reference, "reference");
            this.seed = seed;
            this.outcome = Objects.requireNonNull(outcome, "outcome");
        }

        /**
         * When the run failed through no fault of the solution (the package's generator or reference,
         * or the judge itself), what to say after {@code error: }: the reason, the input it happened
         * on, and whose failure it is.
         */
        public Optional<String> judgeError() {
            if (!(outcome instanceof StressOutcome.Broken broken)) {
                return Optional.empty();
            }
            return Optional.of("judge error: " + broken.reason()
                    + (broken.input() == null ? "" : "\n  on the input " + Json.compact(broken.input()))
                    + (broken.fault() == StressOutcome.Fault.JUDGE
                            ? "\n  this is the judge's failure to run your solution, not your solution's fault"
                            : "\n  this is the problem package's fault (its generator or reference), not your "
                                    + "solution's"));
        }

        /** The number of the case a counterexample was found on (so the same cases can be run again), if one was. */
        public OptionalInt foundAt() {
            return outcome instanceof StressOutcome.Found found
                    ? OptionalInt.of(found.counterexample().caseNumber()) : OptionalInt.empty();
        }

        /**
         * Prints the outcome to {@code report}: the counterexample and {@code reproduce}, the command that
         * finds it again, or what was tried.
         */
        public void print(StressReport report, String reproduce) {
            report.outcome(problem, outcome, reproduce);
        }

        /** Writes the run as JSON ({@code --json}). */
        public void writeJson(Path file) throws IOException {
            StressReport.writeJson(file, problem, shown, reference, seed, outcome);
        }

        /**
         * Saves the counterexample as one of the learner's own tests of the problem, with the
         * reference's output as its answer (never over an existing file), and says where, as the
         * learner would write it.
         *
         * @throws IllegalStateException when the run found none
         */
        public String save() throws Refused {
            if (!(outcome instanceof StressOutcome.Found found)) {
                throw new IllegalStateException("no counterexample to save: " + outcome);
            }
            Counterexample counterexample = found.counterexample();
            try {
                return workspace.display(OwnTests.save(workspace, problem.id(), counterexample.input(),
                        counterexample.result().expected(), "found by stress, seed " + seed, "stress"));
            } catch (IOException e) {
                throw new Refused("--save: cannot write to "
                        + workspace.display(workspace.ownTestsDirectory(problem.id())) + ": " + e.getMessage());
            }
        }
    }
}

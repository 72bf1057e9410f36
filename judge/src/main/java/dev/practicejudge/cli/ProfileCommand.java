package dev.practicejudge.cli;

import dev.practicejudge.api.Generator;
import dev.practicejudge.compile.CompilationResult;
import dev.practicejudge.compile.SolutionCompiler;
import dev.practicejudge.generate.Generators;
import dev.practicejudge.json.Json;
import dev.practicejudge.judge.LoadedProblem;
import dev.practicejudge.problem.MethodSignature;
import dev.practicejudge.problem.Problem;
import dev.practicejudge.problem.ProblemFormatException;
import dev.practicejudge.problem.Submission;
import dev.practicejudge.problem.Workspace;
import dev.practicejudge.profile.Growth;
import dev.practicejudge.profile.GrowthFit;
import dev.practicejudge.profile.Ladder;
import dev.practicejudge.profile.Profile;
import dev.practicejudge.profile.ProfileHtml;
import dev.practicejudge.profile.ProfileJson;
import dev.practicejudge.profile.ProfileReport;
import dev.practicejudge.profile.Profiler;
import dev.practicejudge.session.Refused;
import dev.practicejudge.session.Session;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code judgew profile ID}: how the solution's time grows with the input, beside the references'.
 * The measuring is in {@link Profiler}, the reading of it in {@link dev.practicejudge.profile};
 * this class reads the options and wires.
 */
@Command(name = "profile",
        mixinStandardHelpOptions = true,
        description = {"How your solution's time grows with the input: it runs on a ladder of input sizes (the "
                + "problem's declared profile inputs, or one input per size of its generator), warmed up, several "
                + "runs per size, until a run takes about a second or the ladder ends; and so does each accepted "
                + "reference, in the same run, one solution at a time. Prints the CPU times, a chart, the growth per "
                + "step, the complexity class that fits best (or \"inconclusive\" when the data cannot tell), and "
                + "where the next size would be.",
                "A profile measures; it never grades. Your answers are checked against the first reference's on each "
                + "size, since the time of a wrong answer says nothing."},
        footer = {"", "Exit status: 0 profiled, 1 your solution does not compile or fails on the ladder, 2 usage or "
                + "judge error (an unknown problem, one with neither a generator nor profile inputs).",
                "", "Examples:",
                "  ./judgew profile n-queens-ii                          your solution against the references",
                "  ./judgew profile reverse-linked-list --html growth.html",
                "  ./judgew profile n-queens-ii --stop-at 0.2            a quicker look (stop at 0.2 s a run)",
                "  ./judgew profile subsets --no-references --json profile.json"})
final class ProfileCommand extends JudgeCommand {

    @Mixin
    ProblemId problemId;

    @Mixin
    SolutionOption solution;

    @Option(names = "--json", paramLabel = "FILE", description = "Also write the measurements and fits as JSON to FILE.")
    Path json;

    @Option(names = "--html", paramLabel = "FILE", description = "Also write a page with the chart (SVG) to FILE.")
    Path html;

    @Option(names = "--stop-at", paramLabel = "S",
            description = "Stop a solution's ladder after the first size whose median run takes S seconds (default: "
                    + "1; at most 60).")
    Double stopAt;

    @Option(names = "--no-references", description = "Measure your solution alone (quicker; no comparison).")
    boolean noReferences;

    @Option(names = "--seed", paramLabel = "N",
            description = "The seed a generated ladder's inputs derive from (default: 1, so runs compare).")
    long seed = 1;

    @Override
    public Integer call() throws UsageError, Refused {
        double stopAtMs = stopAt == null ? Profiler.Settings.DEFAULT_STOP_AT_MS : stopAt * 1000;
        if (stopAt != null && (!(stopAt > 0) || stopAt > 60)) {
            throw new UsageError("--stop-at " + stopAt + ": give a number of seconds above 0 and at most 60, "
                    + "e.g. --stop-at 0.5");
        }
        Session session = session();
        Workspace workspace = session.workspace();
        String id = problemId.in(session);
        Path file = solution.fileFor(session, id, "profile");
        SolutionCompiler compiler = compiler(workspace);
        LoadedProblem loaded;
        Ladder ladder;
        try {
            loaded = LoadedProblem.load(workspace, id, compiler);
            ladder = ladder(loaded.problem(), compiler, workspace);
        } catch (ProblemFormatException e) {
            throw new UsageError("the problem package is broken: " + e.getMessage());
        }
        Problem problem = loaded.problem();
        MethodSignature method = problem.spec().method();
        String shown = workspace.display(file);
        List<Profiler.Contender> contenders = new ArrayList<>();
        CompilationResult mine = compiler.compile(file, shown, method);
        if (mine instanceof CompilationResult.Failed failed) {
            out().println(failed.report());
            out().println("  your solution does not compile, so there is nothing to profile; ./judgew test " + id
                    + " shows the same errors");
            return ExitCodes.NOT_ACCEPTED;
        }
        contenders.add(new Profiler.Contender(file.getFileName().toString(), true,
                ((CompilationResult.Compiled) mine).classes()));
        if (!noReferences) {
            for (Submission reference : references(problem)) {
                CompilationResult theirs = compiler.compile(reference.file(), reference.name(), method);
                if (theirs instanceof CompilationResult.Failed failed) {
                    throw new UsageError("the problem's reference " + reference.name() + " does not compile:\n"
                            + failed.report());
                }
                contenders.add(new Profiler.Contender(reference.name(), false,
                        ((CompilationResult.Compiled) theirs).classes()));
            }
        }
        out().println(problem.id() + " (" + problem.spec().title() + ")  " + shown);
        out().println("  profile: " + ladder.rungs().size() + " sizes, " + ladder.sizeName() + " = "
                + ladder.rungs().get(0).size() + " to " + ladder.rungs().get(ladder.rungs().size() - 1).size()
                + ", until a run takes " + Profiler.seconds(stopAtMs) + "; " + contenders.size()
                + (contenders.size() == 1 ? " solution" : " solutions, one at a time"));
        // The sizes as they are done: a profile takes tens of seconds, and should be seen to work.
        out().print("  measured " + ladder.sizeName() + " =");
        out().flush();
        Profile profile = new Profiler(problem, loaded.comparator(), workerCommand(), new Profiler.Settings(stopAtMs))
                .profile(ladder, contenders, size -> {
                    out().print(" " + size);
                    out().flush();
                });
        out().println();
        Map<String, Growth> growths = new LinkedHashMap<>();
        profile.series().forEach(series -> growths.put(series.name(), GrowthFit.fit(series.points())));
        new ProfileReport(out()).print(profile, growths);
        write(json, "--json", () -> Json.MAPPER.writerWithDefaultPrettyPrinter()
                .writeValueAsString(ProfileJson.of(profile, growths)) + "\n");
        write(html, "--html", () -> ProfileHtml.of(profile, growths));
        // The learner's ladder ended on a failure: the solution's (exit 1), or the judge's own (2).
        String learnerStopped = profile.series().get(0).stopped();
        if (learnerStopped.startsWith("JE at ")) {
            return ExitCodes.ERROR;
        }
        return learnerStopped.matches("^(WA|RE|TLE|MLE|OLE) at .*") ? ExitCodes.NOT_ACCEPTED : ExitCodes.ACCEPTED;
    }

    /** Makes a report's text. */
    @FunctionalInterface
    private interface Text {
        String make() throws IOException;
    }

    private void write(Path file, String option, Text text) throws UsageError {
        if (file == null) {
            return;
        }
        try {
            Files.writeString(file, text.make());
        } catch (IOException e) {
            throw new UsageError(option + " " + file + ": cannot write it: " + e.getMessage());
        }
    }

    private static Ladder ladder(Problem problem, SolutionCompiler compiler, Workspace workspace)
            throws ProblemFormatException, UsageError {
        MethodSignature method = problem.spec().method();
        if (problem.spec().profile().isPresent()) {
            try {
                return Ladder.declared(problem.spec().profile().get().inputs(), method);
            } catch (IllegalArgumentException e) {
                // The loader checked every input against the method: this is the judge's own failure.
                throw new UsageError("judge error: " + e.getMessage());
            }
        }
        Optional<Generator> generator = Generators.forProblem(problem, compiler, workspace::display);
        if (generator.isEmpty()) {
            throw new UsageError(problem.id() + " has neither profile inputs nor a generator, so there is no ladder "
                    + "of sizes to measure on (see docs/problem-format.md)");
        }
        try {
            Ladder ladder = Ladder.generated(generator.get(), method, 1);
            if (ladder.rungs().size() < 2) {
                throw new UsageError(problem.id() + "'s generator makes inputs of " + ladder.rungs().size()
                        + " size only: a profile needs several");
            }
            return ladder;
        } catch (IllegalArgumentException e) {
            throw new UsageError("the problem package is broken: " + e.getMessage());
        }
    }

    private static List<Submission> references(Problem problem) throws UsageError {
        try {
            return Submission.accepted(problem.directory());
        } catch (IOException e) {
            throw new UsageError("cannot list " + problem.id() + "'s submissions: " + e.getMessage());
        }
    }
}

package dev.practicejudge.cli;

import dev.practicejudge.compile.SolutionCompiler;
import dev.practicejudge.problem.Workspace;
import dev.practicejudge.run.SubmissionRunner;
import dev.practicejudge.validate.Finding;
import dev.practicejudge.validate.ProblemValidator;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code judgew validate}: proves problem packages sound, for problem authors. */
@Command(name = "validate",
        mixinStandardHelpOptions = true,
        description = {"Check problem packages as an author would want them checked: the spec and tests load, "
                + "every expected output passes its own comparison, every submission in submissions/<verdict>/ "
                + "gets its folder's verdict, and the time limit leaves room over the accepted ones."},
        footer = {"", "Exit status: 0 every package valid (warnings allowed), 1 some package invalid, 2 usage error.",
                "", "Examples:", "  ./judgew validate", "  ./judgew validate sudoku-solver"})
final class ValidateCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @ParentCommand
    PracticeJudge parent;

    @Parameters(paramLabel = "ID", arity = "0..*", description = "Problems to validate (default: all).")
    List<String> ids = new ArrayList<>();

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Workspace workspace;
        List<String> selected;
        try {
            workspace = UsageError.workspace(parent);
            List<String> known = UsageError.problemIds(workspace);
            UsageError.requireKnown(ids, known);
            selected = ids.isEmpty() ? known : ids;
        } catch (UsageError e) {
            err.println("error: " + e.getMessage());
            return ExitCodes.ERROR;
        }
        SolutionCompiler compiler = parent.compiler(workspace);
        ProblemValidator validator = new ProblemValidator(workspace, compiler,
                new SubmissionRunner(parent.workerCommand(err)));
        List<String> invalid = new ArrayList<>();
        for (String id : selected) {
            out.println();
            out.println(id);
            out.flush();
            boolean valid = validator.validate(id, finding -> {
                String label = switch (finding.level()) {
                    case OK -> "ok";
                    case WARN -> "warn";
                    case FAIL -> "FAIL";
                };
                out.printf(Locale.ROOT, "  %-5s %s%n", label, finding.text().replace("\n", "\n        "));
                out.flush();
            });
            out.println(valid ? "  valid" : "  INVALID");
            if (!valid) {
                invalid.add(id);
            }
        }
        out.println();
        out.println(invalid.isEmpty()
                ? "All " + selected.size() + " problem package" + (selected.size() == 1 ? " is" : "s are") + " valid."
                : invalid.size() + " of " + selected.size() + " problem packages are invalid: " + String.join(", ", invalid));
        out.flush();
        return invalid.isEmpty() ? ExitCodes.VALID : ExitCodes.INVALID;
    }
}

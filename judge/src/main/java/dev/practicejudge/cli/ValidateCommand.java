package dev.practicejudge.cli;

import dev.practicejudge.session.Authoring;
import dev.practicejudge.session.Refused;
import dev.practicejudge.session.Session;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code judgew validate}: proves problem packages sound, for problem authors. */
@Command(name = "validate",
        mixinStandardHelpOptions = true,
        description = {"Check problem packages as an author would want them checked: the spec and tests load, "
                + "every expected output passes its own comparison, every submission in submissions/<verdict>/ "
                + "gets its folder's verdict, the time limit leaves room over the accepted ones, and the accepted "
                + "ones agree on inputs from the package's generator."},
        footer = {"", "Exit status: 0 every package valid (warnings allowed), 1 some package invalid, 2 usage error.",
                "", "Examples:", "  ./judgew validate", "  ./judgew validate sudoku-solver"})
final class ValidateCommand extends JudgeCommand {

    @Mixin
    ProblemIds problems;

    @Override
    public Integer call() throws UsageError, Refused {
        PrintWriter out = out();
        Session session = session();
        List<String> selected = session.toValidate(problems.ids);
        Authoring.Validation validator = session.validation();
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

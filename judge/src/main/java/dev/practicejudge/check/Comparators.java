package dev.practicejudge.check;

import dev.practicejudge.api.Checker;
import dev.practicejudge.compile.AuthorClasses;
import dev.practicejudge.compile.CompilationResult;
import dev.practicejudge.compile.CompileDiagnostic;
import dev.practicejudge.compile.SolutionCompiler;
import dev.practicejudge.problem.ComparisonSpec;
import dev.practicejudge.problem.Problem;
import dev.practicejudge.problem.TypeRef;
import dev.practicejudge.problem.ProblemFormatException;
import dev.practicejudge.provided.ProvidedTypes;
import java.nio.file.Path;
import java.util.Map;
import java.util.function.Function;

/** Chooses, and for a checker compiles and loads, the comparator a problem's spec names. */
public final class Comparators {

    private Comparators() {
    }

    /**
     * The comparator for a mode that needs no code of the problem's own.
     *
     * @throws IllegalArgumentException for {@code checker} (see {@link #forProblem}) or an unknown mode
     */
    public static OutputComparator forSpec(ComparisonSpec spec) {
        return switch (spec.mode()) {
            case ComparisonSpec.EXACT -> new ExactComparator();
            case ComparisonSpec.UNORDERED -> new UnorderedComparator(spec.unorderedLevels());
            case ComparisonSpec.FLOAT -> new FloatComparator(spec.absoluteTolerance(), spec.relativeTolerance());
            default -> throw new IllegalArgumentException("no built-in comparator for mode \"" + spec.mode() + "\"");
        };
    }

    /**
     * The comparator for a loaded problem; a checker is compiled and instantiated here, so a
     * broken one is reported before any solution runs.
     *
     * @param display turns a path into the form shown to people (relative to the repository)
     * @throws ProblemFormatException when the checker does not compile or cannot be instantiated
     */
    public static OutputComparator forProblem(Problem problem, SolutionCompiler compiler, Function<Path, String> display)
            throws ProblemFormatException {
        ComparisonSpec spec = problem.spec().comparison();
        boolean calls = problem.spec().method().design().filter(d -> !d.roundTrip()).isPresent();
        if (calls && (spec.mode().equals(ComparisonSpec.EXACT) || spec.mode().equals(ComparisonSpec.FLOAT))) {
            return new CallsComparator(forSpec(spec));
        }
        TypeRef output = problem.spec().method().outputType();
        if (spec.mode().equals(ComparisonSpec.EXACT)) {
            if (problem.spec().method().returnsNodeOf().isPresent()) {
                return NodeComparator.nodeOfInput();
            }
            if (output.isNode()) {
                return NodeComparator.of(ProvidedTypes.of(output.name()));
            }
            if (output.form().isPresent()) {
                return new FormComparator(output.form().get());
            }
        }
        if (!spec.mode().equals(ComparisonSpec.CHECKER)) {
            return forSpec(spec);
        }
        Path file = problem.directory().resolve(spec.checker().orElseThrow());
        String shown = display.apply(file);
        CompilationResult compiled = compiler.compileChecker(file, shown);
        if (compiled instanceof CompilationResult.Failed failed) {
            CompileDiagnostic first = failed.diagnostics().get(0);
            throw new ProblemFormatException(Path.of(shown), (int) first.line(), (int) first.column(),
                    "the checker does not compile:\n" + failed.report() + movedApiHint(failed.report()));
        }
        Map<String, byte[]> classes = ((CompilationResult.Compiled) compiled).classes();
        return new CheckerComparator(AuthorClasses.instantiate(classes, Checker.class, shown, "checker"), shown);
    }

    /**
     * Checkers written before the API had a package of its own import it from the judge's
     * internals; say where it is now rather than leave the author with "package does not exist".
     */
    private static String movedApiHint(String compilerReport) {
        return compilerReport.contains("dev.practicejudge.check")
                ? "\nThe checker API is in the package " + Checker.class.getPackageName() + " now: import "
                        + Checker.class.getName() + " and " + Checker.class.getPackageName() + ".CheckResult."
                : "";
    }
}

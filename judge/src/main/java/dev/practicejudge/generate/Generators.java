package dev.practicejudge.generate;

import dev.practicejudge.api.Generator;
import dev.practicejudge.compile.AuthorClasses;
import dev.practicejudge.compile.CompilationResult;
import dev.practicejudge.compile.CompileDiagnostic;
import dev.practicejudge.compile.SolutionCompiler;
import dev.practicejudge.problem.GeneratorSpec;
import dev.practicejudge.problem.InputConstraints;
import dev.practicejudge.problem.Problem;
import dev.practicejudge.problem.ProblemFormatException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Function;

/**
 * Makes a problem's generator from its spec: the declared ranges, or its class compiled and created;
 * either held to the package's declared constraints too.
 */
public final class Generators {

    /** How an input outside the declared constraints is said to be invalid, before the broken one. */
    public static final String OUTSIDE_CONSTRAINTS = "outside the declared constraints: ";

    private Generators() {
    }

    /**
     * The problem's generator, or empty when its package declares none.
     *
     * @param display how to print a file's path
     * @throws ProblemFormatException when the generator class does not compile or cannot be created
     */
    public static Optional<Generator> forProblem(Problem problem, SolutionCompiler compiler, Function<Path, String> display)
            throws ProblemFormatException {
        Optional<GeneratorSpec> spec = problem.spec().generator();
        if (spec.isEmpty()) {
            return Optional.empty();
        }
        Generator own = spec.get() instanceof GeneratorSpec.Declared declared ? new DeclaredGenerator(declared)
                : compiled(problem.directory().resolve(((GeneratorSpec.GeneratorClass) spec.get()).file()), compiler,
                display);
        InputConstraints constraints = problem.spec().constraints();
        return Optional.of(constraints.isEmpty() ? own
                : new ConstrainedGenerator(own, problem.spec().method(), constraints));
    }

    private static Generator compiled(Path file, SolutionCompiler compiler, Function<Path, String> display)
            throws ProblemFormatException {
        String shown = display.apply(file);
        CompilationResult compiled = compiler.compileChecker(file, shown);
        if (compiled instanceof CompilationResult.Failed failed) {
            CompileDiagnostic first = failed.diagnostics().get(0);
            throw new ProblemFormatException(Path.of(shown), (int) first.line(), (int) first.column(),
                    "the generator does not compile:\n" + failed.report());
        }
        return AuthorClasses.instantiate(((CompilationResult.Compiled) compiled).classes(), Generator.class, shown,
                "generator");
    }
}

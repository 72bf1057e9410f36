package dev.practicejudge.session;

import dev.practicejudge.author.ExpectedOutputGenerator;
import dev.practicejudge.author.ProblemScaffold;
import dev.practicejudge.compile.SolutionCompiler;
import dev.practicejudge.problem.ProblemFormatException;
import dev.practicejudge.problem.Workspace;
import dev.practicejudge.run.SubmissionRunner;
import dev.practicejudge.run.WorkerCommand;
import dev.practicejudge.validate.Finding;
import dev.practicejudge.validate.ProblemValidator;
import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The authors' commands' work ({@code new-problem}, {@code gen}, {@code validate}): a package
 * scaffolded, expected outputs filled from the reference, packages proved sound. Failures that are
 * the author's to fix are refused with the message the command line prints.
 */
public final class Authoring {

    /**
     * A package scaffolded: its folder and the files written, as the author would write their paths, and
     * its method's signature: LeetCode's for a problem the judge ships, else a guess from the id.
     */
    public record Scaffolded(String folder, List<String> files, String signature, boolean guessed) {
        public Scaffolded {
            files = List.copyOf(files);
        }
    }

    /** Proves packages sound one at a time, with one compiler and one worker command for all. */
    public static final class Validation {
        private final ProblemValidator validator;

        private Validation(ProblemValidator validator) {
            this.validator = validator;
        }

        /** Validates problem {@code id}, telling {@code findings} each step; whether the package is valid. */
        public boolean validate(String id, Consumer<Finding> findings) {
            return validator.validate(id, findings);
        }
    }

    private final Workspace workspace;

    Authoring(Workspace workspace) {
        this.workspace = workspace;
    }

    /** Creates problems/ID/ with an outline of every file a package needs; never overwrites anything. */
    Scaffolded newProblem(String id) throws Refused {
        ProblemScaffold.Scaffold written;
        try {
            written = ProblemScaffold.create(workspace.root().resolve(Workspace.PROBLEMS_DIR), id);
        } catch (IllegalArgumentException e) {
            throw new Refused(e.getMessage());
        } catch (FileAlreadyExistsException e) {
            throw new Refused(workspace.display(workspace.problemDirectory(id)) + " already exists; nothing was written");
        } catch (IOException e) {
            throw new Refused("cannot create the problem: " + e.getMessage());
        }
        return new Scaffolded(workspace.display(workspace.problemDirectory(id)),
                written.written().stream().map(workspace::display).toList(), written.signature(), written.guessed());
    }

    /**
     * Fills problem {@code id}'s expected outputs from its first accepted submission, telling
     * {@code lines} what it does; whether every output needed was written.
     *
     * @param force also replace outputs written by hand
     */
    boolean generateExpected(String id, boolean force, SolutionCompiler compiler, Supplier<WorkerCommand> worker,
                             Consumer<String> lines) throws Refused {
        ExpectedOutputGenerator generator = new ExpectedOutputGenerator(workspace, compiler,
                new SubmissionRunner(worker.get()));
        try {
            return generator.generate(id, force, lines);
        } catch (ProblemFormatException e) {
            throw new Refused(e.getMessage());
        }
    }

    Validation validation(SolutionCompiler compiler, Supplier<WorkerCommand> worker) {
        return new Validation(new ProblemValidator(workspace, compiler, new SubmissionRunner(worker.get())));
    }
}

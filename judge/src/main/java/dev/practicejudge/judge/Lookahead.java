package dev.practicejudge.judge;

import dev.practicejudge.compile.SolutionCompiler;
import dev.practicejudge.problem.Problem;
import dev.practicejudge.problem.ProblemFormatException;
import dev.practicejudge.problem.Workspace;
import dev.practicejudge.run.SubmissionRunner;
import dev.practicejudge.run.WorkerCommand;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;

/**
 * Gets the next problem of a sequential run ready while the current one is judged: its worker JVM
 * starts, its package is read and its checker compiled, and its solution compiled into the class
 * cache, all while the current problem's tests run. A run of many problems then waits for a worker
 * start once, not once per problem; each problem still gets a fresh worker of its own.
 *
 * <p>At most one problem is got ready ahead, on one thread of its own with a compiler of its own
 * (javac is not thread-safe; the class cache is shared): two JVMs starting at once besides the tests
 * would take the cores from the tests being timed. Nothing is reported ahead: the listener sees what
 * a plain sequential run reports. {@link #close} ends whatever was got ready and not used, so no
 * worker outlives the run.
 */
final class Lookahead implements AutoCloseable {

    private final Workspace workspace;
    private final List<String> ids;
    private final Optional<Path> solution;
    private final SolutionCompiler compiler;
    private final List<SubmissionRunner> runners = new ArrayList<>();
    private final List<CompletableFuture<LoadedProblem>> loads = new ArrayList<>();

    /**
     * @param ids the problems, in the order they are judged
     * @param solution the file judged for every problem instead of its own solution, if any
     * @param compiler a compiler for the lookahead's thread alone, sharing the judging one's cache
     */
    Lookahead(Workspace workspace, List<String> ids, Optional<Path> solution, SolutionCompiler compiler,
              WorkerCommand worker) {
        this.workspace = Objects.requireNonNull(workspace, "workspace");
        this.ids = List.copyOf(ids);
        this.solution = Objects.requireNonNull(solution, "solution");
        this.compiler = Objects.requireNonNull(compiler, "compiler");
        for (int i = 0; i < ids.size(); i++) {
            runners.add(new SubmissionRunner(worker));
            loads.add(null);
        }
    }

    /** The runner for problem {@code index}: its worker already starting when the problem was got ready. */
    SubmissionRunner runner(int index) {
        return runners.get(index);
    }

    /**
     * Starts getting problem {@code index} ready, unless it was already or there is none: its
     * worker starts now (from the spec's limits), its package loads and its solution compiles on the
     * lookahead's thread. A package that does not load is left for {@link #load} to report.
     */
    void prepare(int index) {
        if (index >= ids.size() || loads.get(index) != null) {
            return;
        }
        String id = ids.get(index);
        try {
            runners.get(index).prepare(workspace.loader().loadOverview(workspace.problemDirectory(id)).spec().limits());
        } catch (ProblemFormatException e) {
            // load() reads the package again and reports it as broken, in the problem's turn.
        }
        // The previous problem's load has finished by now (it was waited for before its judging), so
        // one thread at a time uses the compiler.
        loads.set(index, CompletableFuture.supplyAsync(() -> loadAndCompile(id), runnable -> {
            Thread thread = new Thread(runnable, "judge-lookahead");
            thread.setDaemon(true);
            thread.start();
        }));
    }

    private LoadedProblem loadAndCompile(String id) {
        LoadedProblem loaded;
        try {
            loaded = LoadedProblem.load(workspace, id, compiler);
        } catch (ProblemFormatException e) {
            throw new CompletionException(e);
        }
        if (compiler.keepsClasses()) {
            // Compiled now, the judging thread finds the classes in the cache; what it says about
            // the source (a compile error, a wrong signature) it still says itself then.
            Path file = solution.orElse(workspace.solutionFile(id));
            Problem problem = loaded.problem();
            compiler.compile(file, workspace.display(file), problem.spec().method());
        }
        return loaded;
    }

    /**
     * Problem {@code index}'s package and comparator, as got ready (waiting for them if need be),
     * or loaded now when it was never prepared.
     *
     * @throws ProblemFormatException when the package is broken
     */
    LoadedProblem load(int index, SolutionCompiler judgingCompiler) throws ProblemFormatException {
        CompletableFuture<LoadedProblem> ready = loads.get(index);
        if (ready == null) {
            return LoadedProblem.load(workspace, ids.get(index), judgingCompiler);
        }
        try {
            return waitFor(ready);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause() instanceof CompletionException c && c.getCause() != null
                    ? c.getCause() : e.getCause();
            if (cause instanceof ProblemFormatException broken) {
                throw broken;
            }
            if (cause instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (cause instanceof Error error) {
                throw error;
            }
            throw new IllegalStateException("getting " + ids.get(index) + " ready failed", cause);
        }
    }

    /** Waits even when interrupted (the compiler must be free before anyone else uses it); the interrupt is kept. */
    private static <T> T waitFor(CompletableFuture<T> future) throws ExecutionException {
        boolean interrupted = false;
        try {
            while (true) {
                try {
                    return future.get();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** Ends the workers got ready and not used, once the loads under way are done; returns when they are gone. */
    @Override
    public void close() {
        for (CompletableFuture<LoadedProblem> load : loads) {
            if (load != null) {
                try {
                    waitFor(load);
                } catch (ExecutionException e) {
                    // Reported in the problem's turn, if it came; nothing to end.
                }
            }
        }
        runners.forEach(SubmissionRunner::discardPrepared);
    }
}

package dev.practicejudge.judge;

import dev.practicejudge.compile.SolutionCompiler;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * Judges several problems at once ({@code test --jobs N}) while every listener still sees a
 * sequential run: each problem's events as one uninterrupted block, the problems in the order
 * given, every event from the thread that called {@link #run}, and nothing of a problem after the
 * one a stop condition (--fail-fast) ended the run on. Reports are therefore identical to those
 * of a run with one job, timings aside.
 *
 * <p>Up to {@code jobs} job threads each take the next problem not yet started, in order, so the
 * problems the reports need first are judged first. Each thread judges with a
 * {@link SolutionCompiler} of its own: javac's compiler and file managers are not thread-safe,
 * and one shared (synchronised) instance would make the jobs wait for each other's compilations.
 * Each problem reports into a queue of its own. The calling thread forwards the queue of the
 * first problem not yet finished as its events arrive, so that problem streams live, test by
 * test, as in a sequential run; the problems behind it, judged meanwhile, are replayed from their
 * queues the moment their turn comes.
 */
public final class ParallelJudging {

    private ParallelJudging() {
    }

    /** Judges one problem; called on a job thread (or the caller's, with one job). */
    @FunctionalInterface
    public interface Job<X extends Exception> {
        /**
         * @param compiler this thread's compiler, for the solution and the problem's checker
         * @param listener where the problem's events go, from problemStarted to problemFinished
         */
        ProblemResult judge(SolutionCompiler compiler, JudgeListener listener) throws X;
    }

    /**
     * Judges the problems, up to {@code jobs} at once, and reports each to {@code listener} (but
     * not runFinished, which is the caller's). With one job, or one problem, everything happens on
     * the calling thread with {@code compiler}, exactly as a plain loop would. A job that throws
     * ends the run at its turn, after the problems before it have been reported, with its
     * exception, as a sequential run would. No job thread, and so no worker JVM, outlives the call.
     *
     * @param compiler the compiler of the first job thread (the caller's own, kept warm)
     * @param moreCompilers makes the compiler of each further job thread
     * @param stopAfter true for a result after which no further problem is reported (--fail-fast)
     * @return the results reported, in order
     */
    public static <X extends Exception> List<ProblemResult> run(List<? extends Job<X>> problems, int jobs,
                                                                SolutionCompiler compiler,
                                                                Supplier<SolutionCompiler> moreCompilers,
                                                                JudgeListener listener,
                                                                Predicate<ProblemResult> stopAfter) throws X {
        if (jobs < 1) {
            throw new IllegalArgumentException("jobs must be at least 1, got " + jobs);
        }
        Objects.requireNonNull(compiler, "compiler");
        List<ProblemResult> results = new ArrayList<>();
        if (jobs == 1 || problems.size() <= 1) {
            for (Job<X> problem : problems) {
                ProblemResult result = problem.judge(compiler, listener);
                results.add(result);
                if (stopAfter.test(result)) {
                    break;
                }
            }
            return results;
        }
        return new Run<>(problems, compiler, moreCompilers).reportInOrder(Math.min(jobs, problems.size()), listener,
                stopAfter);
    }

    /** One parallel run: the job threads and each problem's queue of events. */
    private static final class Run<X extends Exception> {
        private final List<? extends Job<X>> problems;
        private final SolutionCompiler firstCompiler;
        private final Supplier<SolutionCompiler> moreCompilers;
        private final List<ProblemEvents> queues = new ArrayList<>();
        private final AtomicInteger next = new AtomicInteger();
        private volatile boolean cancelled;

        Run(List<? extends Job<X>> problems, SolutionCompiler firstCompiler, Supplier<SolutionCompiler> moreCompilers) {
            this.problems = problems;
            this.firstCompiler = firstCompiler;
            this.moreCompilers = Objects.requireNonNull(moreCompilers, "moreCompilers");
            for (int i = 0; i < problems.size(); i++) {
                queues.add(new ProblemEvents());
            }
        }

        List<ProblemResult> reportInOrder(int threads, JudgeListener listener, Predicate<ProblemResult> stopAfter)
                throws X {
            List<Thread> workers = new ArrayList<>();
            for (int k = 0; k < threads; k++) {
                boolean first = k == 0;
                Thread thread = new Thread(() -> work(first), "judge-job-" + (k + 1));
                thread.setDaemon(true);
                workers.add(thread);
            }
            workers.forEach(Thread::start);
            boolean interrupted = false;
            List<ProblemResult> results = new ArrayList<>();
            try {
                for (ProblemEvents queue : queues) {
                    ProblemResult result = null;
                    while (result == null) {
                        Object item;
                        try {
                            item = queue.items.take();
                        } catch (InterruptedException e) {
                            // As in a sequential run, an interrupt reaches the tests under way
                            // (their workers stop); the run still reports them.
                            interrupted = true;
                            workers.forEach(Thread::interrupt);
                            continue;
                        }
                        if (item instanceof JudgeEvent event) {
                            event.deliverTo(listener);
                        } else if (item instanceof Finished finished) {
                            result = finished.result();
                        } else {
                            throw rethrow(((Failed) item).cause());
                        }
                    }
                    results.add(result);
                    if (stopAfter.test(result)) {
                        break;
                    }
                }
                return results;
            } finally {
                // Normally every thread is done or about to be. After a stop, an exception or a
                // listener failure, the problems still being judged are not needed: interrupting
                // their threads ends their tests at once, and waiting for the threads means no
                // worker JVM is left behind.
                cancelled = true;
                workers.forEach(Thread::interrupt);
                for (Thread worker : workers) {
                    while (worker.isAlive()) {
                        try {
                            worker.join();
                        } catch (InterruptedException e) {
                            interrupted = true;
                        }
                    }
                }
                if (interrupted) {
                    Thread.currentThread().interrupt();
                }
            }
        }

        private void work(boolean first) {
            SolutionCompiler compiler = null;
            while (!cancelled) {
                int index = next.getAndIncrement();
                if (index >= problems.size()) {
                    return;
                }
                ProblemEvents queue = queues.get(index);
                try {
                    if (compiler == null) {
                        compiler = first ? firstCompiler : moreCompilers.get();
                    }
                    queue.items.add(new Finished(problems.get(index).judge(compiler, queue)));
                } catch (Exception | Error e) {
                    queue.items.add(new Failed(e));
                }
            }
        }

        @SuppressWarnings("unchecked")
        private RuntimeException rethrow(Throwable cause) throws X {
            if (cause instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (cause instanceof Error error) {
                throw error;
            }
            // A Job<X> throws no other checked exception.
            throw (X) cause;
        }
    }

    /** One problem's events ({@link ListenerCalls}), queued by its job thread for the calling thread to forward. */
    private static final class ProblemEvents extends ListenerCalls {
        final BlockingQueue<Object> items;

        ProblemEvents() {
            this(new LinkedBlockingQueue<>());
        }

        private ProblemEvents(BlockingQueue<Object> items) {
            super(items::add);
            this.items = items;
        }
    }

    /** The end of a problem's events: its result. */
    private record Finished(ProblemResult result) {
    }

    /** The end of a problem's events: its job threw. */
    private record Failed(Throwable cause) {
    }
}

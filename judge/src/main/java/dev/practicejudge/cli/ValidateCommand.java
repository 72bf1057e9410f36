package dev.practicejudge.cli;

import dev.practicejudge.session.Authoring;
import dev.practicejudge.session.Refused;
import dev.practicejudge.session.Session;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code judgew validate}: proves problem packages sound, for problem authors. */
@Command(name = "validate",
        mixinStandardHelpOptions = true,
        description = {"Check problem packages as an author would want them checked: the spec and tests load, "
                + "every expected output passes its own comparison, every submission in submissions/<verdict>/ "
                + "gets its folder's verdict, the time limit leaves room over the accepted ones, and the accepted "
                + "ones agree on inputs from the package's generator."},
        footer = {"", "Exit status: 0 every package valid (warnings allowed), 1 some package invalid, 2 usage error.",
                "", "Examples:", "  ./judgew validate", "  ./judgew validate --jobs 2",
                "  ./judgew validate sudoku-solver"})
final class ValidateCommand extends JudgeCommand {

    @Mixin
    ProblemIds problems;

    @Option(names = "--jobs", paramLabel = "N", defaultValue = "1",
            description = "Validate up to N packages at once (default: 1). Each package's findings are printed "
                    + "together, in the same order as with one job; the time-limit margins are measured in CPU "
                    + "time, so they hold while packages share the machine.")
    int jobs;

    @Override
    public Integer call() throws UsageError, Refused {
        if (jobs < 1) {
            throw new UsageError("--jobs " + jobs + ": the number of packages validated at once must be at least 1, "
                    + "e.g. ./judgew validate --jobs 2");
        }
        PrintWriter out = out();
        Session session = session();
        List<String> selected = session.toValidate(problems.ids);
        List<String> invalid = new ArrayList<>();
        if (jobs == 1 || selected.size() == 1) {
            // One at a time, each finding printed as it is found: an author watching one package sees it move.
            Authoring.Validation validator = session.validation();
            for (String id : selected) {
                if (!validateOne(validator, id, out)) {
                    invalid.add(id);
                }
            }
        } else {
            invalid.addAll(validateInParallel(session, selected, out));
        }
        out.println();
        out.println(invalid.isEmpty()
                ? "All " + selected.size() + " problem package" + (selected.size() == 1 ? " is" : "s are") + " valid."
                : invalid.size() + " of " + selected.size() + " problem packages are invalid: " + String.join(", ", invalid));
        out.flush();
        return invalid.isEmpty() ? ExitCodes.VALID : ExitCodes.INVALID;
    }

    /**
     * Validates up to {@link #jobs} packages at once, each into a buffer of its own, and prints each
     * buffer whole in the selected order as soon as the packages before it are printed, so the output
     * is the same as one job's, only sooner.
     */
    private List<String> validateInParallel(Session session, List<String> selected, PrintWriter out) {
        record Validated(String text, boolean valid) { }
        int threads = Math.min(jobs, selected.size());
        // A validator runs one submission at a time (it keeps a worker started ahead of need), so each
        // job takes one of its own from here and puts it back: never two packages on one validator.
        BlockingQueue<Authoring.Validation> validators = new ArrayBlockingQueue<>(threads);
        for (int i = 0; i < threads; i++) {
            validators.add(session.validation());
        }
        ExecutorService pool = Executors.newFixedThreadPool(threads, runnable -> {
            Thread thread = new Thread(runnable, "validate");
            thread.setDaemon(true);
            return thread;
        });
        try {
            List<Future<Validated>> pending = new ArrayList<>();
            for (String id : selected) {
                pending.add(pool.submit(() -> {
                    Authoring.Validation validator = validators.take();
                    try {
                        StringWriter text = new StringWriter();
                        boolean valid = validateOne(validator, id, new PrintWriter(text));
                        return new Validated(text.toString(), valid);
                    } finally {
                        validators.add(validator);
                    }
                }));
            }
            List<String> invalid = new ArrayList<>();
            for (int i = 0; i < selected.size(); i++) {
                Validated done;
                try {
                    done = pending.get(i).get();
                } catch (ExecutionException e) {
                    // validate() reports a broken package as findings; what escapes it is the judge's own bug.
                    throw new IllegalStateException("validating " + selected.get(i) + " failed", e.getCause());
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IllegalStateException("interrupted while validating " + selected.get(i), e);
                }
                out.print(done.text());
                out.flush();
                if (!done.valid()) {
                    invalid.add(selected.get(i));
                }
            }
            return invalid;
        } finally {
            pool.shutdownNow();
        }
    }

    /** Validates one package, printing its id, each finding and its verdict to {@code out}. */
    private static boolean validateOne(Authoring.Validation validator, String id, PrintWriter out) {
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
        out.flush();
        return valid;
    }
}

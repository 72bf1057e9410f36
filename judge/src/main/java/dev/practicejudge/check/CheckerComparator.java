package dev.practicejudge.check;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.api.CheckResult;
import dev.practicejudge.api.Checker;
import java.util.Arrays;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Collectors;

/**
 * Runs a problem's {@link Checker} with the guards a judge needs: a time limit, and any failure
 * turned into a {@link CheckerFailure} that names the checker's file.
 */
final class CheckerComparator implements OutputComparator {

    static final long TIMEOUT_SECONDS = 10;

    /** Checker calls run here so a hung one can be abandoned; daemon threads never hold the JVM open. */
    private static final ExecutorService EXECUTOR = Executors.newCachedThreadPool(runnable -> {
        Thread thread = new Thread(runnable, "checker");
        thread.setDaemon(true);
        return thread;
    });

    private final Checker checker;
    private final String file;

    CheckerComparator(Checker checker, String file) {
        this.checker = checker;
        this.file = file;
    }

    @Override
    public CheckResult compare(JsonNode input, JsonNode expected, JsonNode actual) {
        // Copies, so a checker that edits its arguments cannot corrupt the test or the report.
        Future<CheckResult> call = EXECUTOR.submit(() -> checker.check(input.deepCopy(), expected.deepCopy(),
                actual.deepCopy()));
        CheckResult result;
        try {
            result = call.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
        } catch (TimeoutException e) {
            call.cancel(true);
            throw new CheckerFailure("the checker " + file + " did not finish within " + TIMEOUT_SECONDS + " s", e);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            throw new CheckerFailure("the checker " + file + " failed: " + cause + frames(cause), cause);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CheckerFailure("interrupted while the checker " + file + " ran", e);
        }
        if (result == null) {
            throw new CheckerFailure("the checker " + file + " returned null instead of a CheckResult", null);
        }
        return result;
    }

    /** The checker's own frames, so its author can find the line. */
    private String frames(Throwable thrown) {
        String fileName = file.substring(file.lastIndexOf('/') + 1);
        return Arrays.stream(thrown.getStackTrace())
                .filter(frame -> fileName.equals(frame.getFileName()))
                .limit(5)
                .map(frame -> "\n    at " + frame)
                .collect(Collectors.joining());
    }
}

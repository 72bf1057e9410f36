package dev.practicejudge.testing;

import dev.practicejudge.run.WorkerFolders;
import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Path;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchEvent;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Keeps the fast tier honest: when the build runs it ({@code -Pfast} sets {@value #PROPERTY} to
 * {@code true}), a test that starts a worker JVM (a worker folder appears in the temporary folder)
 * fails with a note to tag it {@link EndToEnd}. Set to {@code audit} on a whole run, it fails
 * nothing and prints each test whose tag and behaviour disagree either way. Elsewhere it does
 * nothing. Loaded by JUnit's extension auto-detection, which only the fast tier turns on. It sees
 * workers of this JVM only, not those of a judge the test starts as a process of its own.
 */
public final class FastTierGuard implements BeforeAllCallback, AfterEachCallback, AfterAllCallback {

    /** The system property that says the fast tier is running. */
    public static final String PROPERTY = "practicejudge.fastTier";

    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(FastTierGuard.class);

    @Override
    public void beforeAll(ExtensionContext context) throws IOException {
        if (mode() == null) {
            return;
        }
        WatchService watch = FileSystems.getDefault().newWatchService();
        WorkerFolders.parent(Path.of(System.getProperty("java.io.tmpdir"))).register(watch,
                StandardWatchEventKinds.ENTRY_CREATE);
        context.getStore(NAMESPACE).put(Watch.class, new Watch(watch));
    }

    @Override
    public void afterEach(ExtensionContext context) {
        check(context, context.getRequiredTestClass().getSimpleName() + "." + context.getDisplayName()
                + " (or its class's set-up)");
    }

    @Override
    public void afterAll(ExtensionContext context) {
        check(context, context.getDisplayName() + "'s set-up or tear-down");
    }

    /** {@code true}, {@code audit}, or {@code null} when the guard is off. */
    private static String mode() {
        String mode = System.getProperty(PROPERTY, "false");
        return mode.equals("true") || mode.equals("audit") ? mode : null;
    }

    private static void check(ExtensionContext context, String who) {
        Watch watch = context.getStore(NAMESPACE).get(Watch.class, Watch.class);
        if (watch == null) {
            return;
        }
        List<String> workers = watch.newWorkerFolders();
        boolean tagged = context.getTags().contains(EndToEnd.TAG);
        if (!workers.isEmpty() && !tagged) {
            String message = who + " started a worker JVM (" + workers + ") but is not tagged"
                    + " @EndToEnd (dev.practicejudge.testing.EndToEnd)";
            if (mode().equals("audit")) {
                System.err.println("FastTierGuard: " + message);
            } else {
                throw new AssertionError(message);
            }
        } else if (workers.isEmpty() && tagged && context.getTestMethod().isPresent() && mode().equals("audit")) {
            System.err.println("FastTierGuard: " + who + " is tagged @EndToEnd but started no worker JVM here");
        }
    }

    /** The temporary folder, watched for new worker folders. */
    private record Watch(WatchService service) implements ExtensionContext.Store.CloseableResource, AutoCloseable {
        @Override
        public void close() throws IOException {
            service.close();
        }

        List<String> newWorkerFolders() {
            List<String> found = new ArrayList<>();
            for (WatchKey key = service.poll(); key != null; key = service.poll()) {
                for (WatchEvent<?> event : key.pollEvents()) {
                    String name = String.valueOf(event.context());
                    if (name.startsWith(WorkerFolders.PREFIX)) {
                        found.add(name);
                    }
                }
                key.reset();
            }
            return found;
        }
    }
}

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
 * Keeps the fast tier honest: when the build runs it ({@code -Pfast} sets
 * {@value #PROPERTY}), a test that starts a worker JVM (a worker folder appears in the temporary
 * folder) fails with a note to tag it {@link EndToEnd}. Elsewhere it does nothing. Loaded by
 * JUnit's extension auto-detection, which only the fast tier turns on.
 */
public final class FastTierGuard implements BeforeAllCallback, AfterEachCallback, AfterAllCallback {

    /** The system property that says the fast tier is running. */
    public static final String PROPERTY = "practicejudge.fastTier";

    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(FastTierGuard.class);

    @Override
    public void beforeAll(ExtensionContext context) throws IOException {
        if (!Boolean.getBoolean(PROPERTY)) {
            return;
        }
        WatchService watch = FileSystems.getDefault().newWatchService();
        WorkerFolders.parent(Path.of(System.getProperty("java.io.tmpdir"))).register(watch,
                StandardWatchEventKinds.ENTRY_CREATE);
        context.getStore(NAMESPACE).put(Watch.class, new Watch(watch));
    }

    @Override
    public void afterEach(ExtensionContext context) {
        check(context, context.getDisplayName() + " in " + context.getRequiredTestClass().getSimpleName()
                + " (or its class's set-up)");
    }

    @Override
    public void afterAll(ExtensionContext context) {
        check(context, context.getDisplayName() + "'s set-up or tear-down");
    }

    private static void check(ExtensionContext context, String who) {
        Watch watch = context.getStore(NAMESPACE).get(Watch.class, Watch.class);
        if (watch == null) {
            return;
        }
        List<String> workers = watch.newWorkerFolders();
        if (!workers.isEmpty()) {
            throw new AssertionError(who + " started a worker JVM (" + workers + ") in the fast tier:"
                    + " tag it @EndToEnd (dev.practicejudge.testing.EndToEnd)");
        }
    }

    /** The temporary folder, watched for new worker folders. */
    private record Watch(WatchService service) implements ExtensionContext.Store.CloseableResource {
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

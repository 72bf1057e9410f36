package dev.practicejudge.judge;

import java.nio.file.Path;
import java.time.Clock;
import java.util.List;

/**
 * Records many runs in one repository's status cache, as fast as it can: two of these at once
 * show whether concurrent runs keep each other's results. Arguments: repository root, id prefix, count.
 */
public final class StatusCacheHammer {

    private StatusCacheHammer() {
    }

    public static void main(String[] args) {
        StatusCache cache = new StatusCache(Path.of(args[0]), Clock.systemUTC());
        for (int i = 0; i < Integer.parseInt(args[2]); i++) {
            String id = args[1] + "-" + i;
            cache.runFinished(new RunSummary(List.of(Judge.brokenPackage(id, "hammered", new JudgeListener() { })),
                    List.of()));
        }
    }
}

package dev.practicejudge.testing;

import com.github.difflib.DiffUtils;
import com.github.difflib.UnifiedDiffUtils;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Console output pinned whole, in a file under {@code judge/src/test/resources/golden/}, so that a
 * change of wording shows as a diff of a reviewed file rather than slipping past a {@code contains}.
 *
 * <p>Only what differs from run to run or machine to machine is normalised away (see
 * {@link #normalise}): measured times, the wall time noted beside a CPU time, the note that some
 * were too short to time, the temporary
 * folders a test works in. To accept new output, run the test with {@value #UPDATE_PROPERTY}:
 * <pre>mvn -o -pl judge test -Dtest=VerdictEndToEndTest -Dgolden.update=true</pre>
 * which rewrites the files it compares against; review them with {@code git diff}.
 */
public final class Golden {

    /** The switch that rewrites golden files instead of comparing with them. */
    public static final String UPDATE_PROPERTY = "golden.update";

    /** Where the golden files live, in the source tree (not in target/): updating them is a change to review. */
    public static final Path FOLDER = TestRepository.ROOT.resolve("judge/src/test/resources/golden");

    /**
     * A measured time, with the spaces that align it in a column (their number depends on the
     * figure's width). A figure right after "limit" or "limit of" is a limit, not a measurement, and is kept.
     */
    private static final Pattern TIME = Pattern.compile(" *[<>]?\\d+(?:\\.\\d+)? ms");
    /**
     * The wall time set beside a CPU time where the two differ by more than noise, which depends on
     * how busy the machine is: {@code " (wall 40 ms)"}, or {@code "wall 40 ms, "} inside parentheses.
     */
    private static final Pattern WALL_NOTE = Pattern.compile(" \\(wall [<>]?\\d+(?:\\.\\d+)? ms\\)|wall [<>]?\\d+(?:\\.\\d+)? ms, ");
    /** The console's note under a table with a time too short to time (its presence depends on the machine). */
    private static final Pattern RESOLUTION_NOTE = Pattern.compile("\\n\\n<0\\.1 ms: [^\\n]*");

    private Golden() {
    }

    /**
     * Compares {@code actual}, normalised, with the golden file {@code name} (a path under
     * {@link #FOLDER}); with {@code -Dgolden.update=true}, writes it there instead.
     *
     * @param temporary folders whose paths vary by run (a test's temporary repository), shown as {@code <tmp>}
     */
    public static void assertMatches(String name, String actual, Path... temporary) {
        Path file = FOLDER.resolve(name);
        String normalised = normalise(actual, temporary);
        try {
            if (Boolean.getBoolean(UPDATE_PROPERTY)) {
                Files.createDirectories(file.getParent());
                Files.writeString(file, normalised);
                return;
            }
            if (!Files.exists(file)) {
                throw new AssertionError("no golden file " + TestRepository.ROOT.relativize(file) + "; create it with\n  "
                        + updateCommand() + "\nthe output was:\n" + normalised);
            }
            String expected = Files.readString(file);
            if (!expected.equals(normalised)) {
                throw new AssertionError("the output differs from " + TestRepository.ROOT.relativize(file)
                        + " (- golden, + now):\n" + diff(expected, normalised, file.getFileName().toString())
                        + "\nif the new output is right, rewrite the golden files with\n  " + updateCommand());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** {@code text} without the wall times noted beside CPU times, whose presence depends on the machine's load. */
    public static String withoutWallNotes(String text) {
        return WALL_NOTE.matcher(text).replaceAll("");
    }

    /** {@code text} without what varies from run to run: measured times, the resolution note, temporary paths. */
    public static String normalise(String text, Path... temporary) {
        String result = withoutWallNotes(RESOLUTION_NOTE.matcher(text).replaceAll(""));
        for (Path folder : temporary) {
            result = result.replace(folder.toString(), "<tmp>");
        }
        Matcher times = TIME.matcher(result);
        StringBuilder out = new StringBuilder();
        while (times.find()) {
            String before = result.substring(0, times.start());
            boolean limit = before.endsWith("limit") || before.endsWith("limit of");
            times.appendReplacement(out, Matcher.quoteReplacement(limit ? times.group() : " T ms"));
        }
        times.appendTail(out);
        return out.toString();
    }

    /** The command that rewrites the golden files of the test class that is running. */
    private static String updateCommand() {
        String test = StackWalker.getInstance().walk(frames -> frames
                .map(StackWalker.StackFrame::getClassName)
                .filter(name -> name.endsWith("Test"))
                .findFirst().map(name -> name.substring(name.lastIndexOf('.') + 1)).orElse("TheTestClass"));
        return "mvn -o -pl judge test -Dtest=" + test + " -Dgolden.update=true";
    }

    private static String diff(String expected, String actual, String name) {
        List<String> was = expected.lines().toList();
        List<String> now = actual.lines().toList();
        List<String> unified = UnifiedDiffUtils.generateUnifiedDiff(name, name, was, DiffUtils.diff(was, now), 2);
        return String.join("\n", unified.subList(Math.min(2, unified.size()), unified.size()));
    }
}

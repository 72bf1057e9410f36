package dev.practicejudge.profile;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalDouble;
import java.util.TreeSet;

/**
 * A profile as the console shows it: a table of median CPU times by size, a chart of them on a
 * log scale, and per solution its growth, its fitted class (or why none) and why its ladder ended,
 * then where the learner's solution would be one size further, beside the fastest reference.
 */
public final class ProfileReport {

    /** The chart's height in rows: two to three rows per decade over the usual six or seven. */
    static final int CHART_ROWS = 16;
    /** The widest line the report prints, as the console's other reports. */
    static final int WIDTH = 100;
    /** Columns per size on the chart's x axis. */
    static final int COLUMN_WIDTH = 5;

    private final PrintWriter out;

    public ProfileReport(PrintWriter out) {
        this.out = Objects.requireNonNull(out, "out");
    }

    /** Prints everything after the header: table, chart, growth lines and the projection. */
    public void print(Profile profile, Map<String, Growth> growths) {
        List<Series> series = profile.series();
        List<Long> sizes = sizes(profile);
        if (sizes.isEmpty()) {
            out.println();
            for (Series s : series) {
                out.println("  " + s.name() + ": nothing measured; " + s.stopped());
            }
            return;
        }
        table(profile, sizes);
        chart(profile, sizes);
        out.println();
        int nameWidth = series.stream().mapToInt(s -> s.name().length()).max().orElse(0);
        for (int i = 0; i < series.size(); i++) {
            Series s = series.get(i);
            Growth growth = growths.get(s.name());
            out.println("  " + letter(i) + " " + s.name() + ": " + growthText(growth, profile.sizeName()));
            wrap("    " + classText(growth) + ".");
            wrap("    Its ladder ended: " + s.stopped() + "." + largest(s, profile.sizeName()));
        }
        projection(profile, growths).ifPresent(line -> {
            out.println();
            wrap("  " + line);
        });
        out.println();
        wrap("  Times are each size's median CPU time per run after warm-up; sizes under "
                + time(GrowthFit.FLOOR_MS) + " take no part in the fit. A profile measures: it never grades.");
        out.flush();
    }

    /** Prints the text in lines of at most {@link #WIDTH} columns, continuing at its indentation plus two. */
    private void wrap(String text) {
        int indent = text.length() - text.stripLeading().length();
        StringBuilder line = new StringBuilder(" ".repeat(indent));
        boolean empty = true;
        for (String word : text.strip().split(" ")) {
            if (!empty && line.length() + 1 + word.length() > WIDTH) {
                out.println(line);
                line = new StringBuilder(" ".repeat(indent + 2));
                empty = true;
            }
            if (!empty) {
                line.append(' ');
            }
            line.append(word);
            empty = false;
        }
        if (!empty) {
            out.println(line);
        }
    }

    private void table(Profile profile, List<Long> sizes) {
        List<Series> series = profile.series();
        int sizeWidth = Math.max(profile.sizeName().length(), String.valueOf(sizes.get(sizes.size() - 1)).length());
        List<Integer> widths = new ArrayList<>();
        StringBuilder header = new StringBuilder("  " + left(profile.sizeName(), sizeWidth));
        for (int i = 0; i < series.size(); i++) {
            String label = letter(i) + " " + shortName(series.get(i));
            widths.add(Math.max(label.length(), 9));
            header.append("  ").append(right(label, widths.get(i)));
        }
        out.println();
        out.println(header.toString().stripTrailing());
        for (long size : sizes) {
            StringBuilder row = new StringBuilder("  " + right(String.valueOf(size), sizeWidth));
            for (int i = 0; i < series.size(); i++) {
                Measurement point = pointAt(series.get(i), size);
                row.append("  ").append(right(point == null ? "" : time(point.medianCpuMs()), widths.get(i)));
            }
            out.println(row.toString().stripTrailing());
        }
    }

    /** One letter per solution at its time over each size, on a log scale; a * where two meet. */
    private void chart(Profile profile, List<Long> sizes) {
        double low = Double.MAX_VALUE;
        double high = 0;
        for (Series s : profile.series()) {
            for (Measurement m : s.points()) {
                double ms = Math.max(m.medianCpuMs(), 1e-4);
                low = Math.min(low, ms);
                high = Math.max(high, ms);
            }
        }
        double bottom = Math.floor(Math.log10(low));
        double top = Math.max(bottom + 1, Math.ceil(Math.log10(high)));
        char[][] grid = new char[CHART_ROWS][sizes.size() * COLUMN_WIDTH];
        for (char[] row : grid) {
            java.util.Arrays.fill(row, ' ');
        }
        for (int i = 0; i < profile.series().size(); i++) {
            for (Measurement m : profile.series().get(i).points()) {
                double fraction = (Math.log10(Math.max(m.medianCpuMs(), 1e-4)) - bottom) / (top - bottom);
                int row = CHART_ROWS - 1 - (int) Math.round(fraction * (CHART_ROWS - 1));
                int column = sizes.indexOf(m.size()) * COLUMN_WIDTH + COLUMN_WIDTH / 2;
                grid[row][column] = grid[row][column] == ' ' ? letter(i) : '*';
            }
        }
        out.println();
        out.println("  median CPU time per run (log scale) against " + profile.sizeName()
                + (consecutive(sizes) ? "" : " (sizes evenly spaced)") + "; * where two meet");
        String[] labels = new String[CHART_ROWS];
        for (double decade = bottom; decade <= top; decade++) {
            int row = CHART_ROWS - 1 - (int) Math.round((decade - bottom) / (top - bottom) * (CHART_ROWS - 1));
            labels[row] = time(Math.pow(10, decade));
        }
        for (int row = 0; row < CHART_ROWS; row++) {
            out.println(("  " + right(labels[row] == null ? "" : labels[row], 7) + " |" + new String(grid[row]))
                    .stripTrailing());
        }
        out.println("  " + " ".repeat(7) + " +" + "-".repeat(sizes.size() * COLUMN_WIDTH));
        StringBuilder axis = new StringBuilder("  " + " ".repeat(9));
        for (long size : sizes) {
            String label = String.valueOf(size);
            axis.append(label.length() >= COLUMN_WIDTH ? label.substring(0, COLUMN_WIDTH - 1) + "…"
                    : center(label, COLUMN_WIDTH));
        }
        out.println(axis.toString().stripTrailing());
    }

    /**
     * "n = 14: about 9.1 s for Solution.java; accepted/Bitmask.java: about 0.2 s": the learner's
     * solution one size past its largest measured one, beside the reference that would be fastest there.
     */
    static java.util.Optional<String> projection(Profile profile, Map<String, Growth> growths) {
        Series learner = profile.series().stream().filter(Series::learner).findFirst().orElse(null);
        if (learner == null || learner.points().isEmpty()) {
            return java.util.Optional.empty();
        }
        List<Long> sizes = sizes(profile);
        long largest = learner.points().get(learner.points().size() - 1).size();
        int at = sizes.indexOf(largest);
        long next = at + 1 < sizes.size() ? sizes.get(at + 1)
                : consecutive(sizes) ? largest + 1 : largest * 2;
        OptionalDouble mine = estimate(learner, growths.get(learner.name()), next);
        if (mine.isEmpty()) {
            return java.util.Optional.empty();
        }
        String best = null;
        double bestMs = Double.MAX_VALUE;
        for (Series s : profile.series()) {
            if (s.learner()) {
                continue;
            }
            OptionalDouble theirs = estimate(s, growths.get(s.name()), next);
            if (theirs.isPresent() && theirs.getAsDouble() < bestMs) {
                bestMs = theirs.getAsDouble();
                best = s.name();
            }
        }
        Measurement measured = pointAt(learner, next);
        String head = profile.sizeName() + " = " + next + ": ";
        String text = head + (measured != null ? time(measured.medianCpuMs()) + " measured" : "about "
                + time(mine.getAsDouble())) + " for " + learner.name();
        if (best != null) {
            text += "; " + best + ": " + (pointAt(profileSeries(profile, best), next) != null ? "" : "about ")
                    + time(bestMs);
        }
        return java.util.Optional.of(text + (measured != null ? "" : " (projected from the fit)"));
    }

    private static Series profileSeries(Profile profile, String name) {
        return profile.series().stream().filter(s -> s.name().equals(name)).findFirst().orElseThrow();
    }

    /** The measured median at the size, or the fit's projection. */
    private static OptionalDouble estimate(Series series, Growth growth, long size) {
        Measurement measured = pointAt(series, size);
        if (measured != null) {
            return OptionalDouble.of(measured.medianCpuMs());
        }
        return growth == null ? OptionalDouble.empty() : growth.projectMs(size);
    }

    /** " Allocated per run at n = 13: 449 MB.": what the largest size measured allocates, when the JVM can tell. */
    static String largest(Series series, String sizeName) {
        if (series.points().isEmpty()) {
            return "";
        }
        Measurement top = series.points().get(series.points().size() - 1);
        return top.allocatedBytes() < 0 ? ""
                : " Allocated per run at " + sizeName + " = " + top.size() + ": " + bytes(top.allocatedBytes()) + ".";
    }

    /** "449 MB", "12 KB", "96 bytes". */
    static String bytes(double bytes) {
        if (bytes >= 1e9) {
            return String.format(Locale.ROOT, "%.1f GB", bytes / 1e9);
        }
        if (bytes >= 1e6) {
            return String.format(Locale.ROOT, "%.0f MB", bytes / 1e6);
        }
        if (bytes >= 1e3) {
            return String.format(Locale.ROOT, "%.0f KB", bytes / 1e3);
        }
        return String.format(Locale.ROOT, "%.0f bytes", bytes);
    }

    /** "x4.6 per n" or "x4.1 when nodes double", or why there is no figure. */
    static String growthText(Growth growth, String sizeName) {
        if (growth == null || growth.perStep().isEmpty()) {
            return "growth: too few sizes took long enough to measure";
        }
        if (growth.readsPerStep()) {
            return "x" + factor(growth.perStep().getAsDouble()) + " per " + (sizeName.equals("n") ? "n" : "step of "
                    + sizeName) + " at the largest sizes";
        }
        return "x" + factor(growth.perDoubling().getAsDouble()) + " when " + sizeName + " double"
                + (sizeName.endsWith("s") ? "" : "s") + ", at the largest sizes";
    }

    /** "fits O(n^2)" or "inconclusive: O(n) and O(n log n) fit alike". */
    static String classText(Growth growth) {
        if (growth == null) {
            return "no fit";
        }
        if (!growth.inconclusive()) {
            // An exponential's base is fitted over more sizes than the growth per step, which says
            // where the growth has got to; two different figures for one growth would confuse.
            return growth.growthClass() == GrowthClass.EXPONENTIAL ? "fits an exponential, O(b^n)"
                    : "fits " + growth.fitted();
        }
        return "inconclusive: " + growth.reason();
    }

    static String factor(double value) {
        return value >= 100 ? String.format(Locale.ROOT, "%.0f", value) : String.format(Locale.ROOT, "%.1f", value);
    }

    /** A time as a learner reads it: "12 µs", "1.3 ms", "337 ms", "1.2 s". */
    public static String time(double ms) {
        if (ms < 0.001) {
            return "<1 µs";
        }
        if (ms < 1) {
            double micros = ms * 1000;
            return micros < 10 ? String.format(Locale.ROOT, "%.1f µs", micros)
                    : String.format(Locale.ROOT, "%.0f µs", micros);
        }
        if (ms < 10) {
            return String.format(Locale.ROOT, "%.1f ms", ms);
        }
        if (ms < 1000) {
            return String.format(Locale.ROOT, "%.0f ms", ms);
        }
        return String.format(Locale.ROOT, "%.1f s", ms / 1000);
    }

    /** Every size any solution was measured at, ascending. */
    static List<Long> sizes(Profile profile) {
        TreeSet<Long> sizes = new TreeSet<>();
        profile.series().forEach(s -> s.points().forEach(p -> sizes.add(p.size())));
        return new ArrayList<>(sizes);
    }

    static boolean consecutive(List<Long> sizes) {
        for (int i = 1; i < sizes.size(); i++) {
            if (sizes.get(i) != sizes.get(i - 1) + 1) {
                return false;
            }
        }
        return true;
    }

    static Measurement pointAt(Series series, long size) {
        return series.points().stream().filter(p -> p.size() == size).findFirst().orElse(null);
    }

    /** A, B, C...: how the table and the chart name the solutions. */
    static char letter(int index) {
        return (char) ('A' + Math.min(index, 25));
    }

    /** "Bitmask" for accepted/Bitmask.java: the table's columns are narrow. */
    static String shortName(Series series) {
        String name = series.name();
        name = name.substring(name.lastIndexOf('/') + 1);
        return name.endsWith(".java") ? name.substring(0, name.length() - ".java".length()) : name;
    }

    private static String pad(String text, int width) {
        return text + " ".repeat(Math.max(0, width - text.length()));
    }

    private static String left(String text, int width) {
        return pad(text, width);
    }

    private static String right(String text, int width) {
        return " ".repeat(Math.max(0, width - text.length())) + text;
    }

    private static String center(String text, int width) {
        int before = (width - text.length()) / 2;
        return " ".repeat(before) + text + " ".repeat(Math.max(0, width - text.length() - before));
    }
}

package dev.practicejudge.profile;

import static dev.practicejudge.present.Html.escape;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The page {@code profile --html FILE} writes: self-contained (no scripts, no external files), the
 * chart drawn as SVG with a log-scale time axis, then the table and each solution's growth as the
 * console prints them.
 */
public final class ProfileHtml {

    private static final String[] COLOURS = {"#d62728", "#1f77b4", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b",
        "#e377c2", "#7f7f7f"};
    private static final int WIDTH = 720;
    private static final int HEIGHT = 400;
    private static final int LEFT = 70;
    private static final int RIGHT = 20;
    private static final int TOP = 20;
    private static final int BOTTOM = 50;

    private ProfileHtml() {
    }

    public static String of(Profile profile, Map<String, Growth> growths) {
        StringBuilder html = new StringBuilder();
        html.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>")
                .append(escape("Profile: " + profile.title())).append("</title>\n<style>\n")
                .append("body{font-family:system-ui,sans-serif;margin:2em;max-width:60em;color:#222}\n")
                .append("table{border-collapse:collapse}td,th{padding:.2em .8em;text-align:right}")
                .append("th{border-bottom:1px solid #999}td.name,th.name{text-align:left}\n")
                .append(".note{color:#555;font-size:.9em}\n</style>\n</head>\n<body>\n");
        html.append("<h1>").append(escape(profile.title())).append(" <small>(")
                .append(escape(profile.problemId())).append(")</small></h1>\n");
        html.append("<p>Median CPU time per run against ").append(escape(profile.sizeName()))
                .append(", log scale; each solution ran alone, warmed up, several runs per size.</p>\n");
        html.append(svg(profile));
        html.append("<h2>Growth</h2>\n<table>\n<tr><th class=\"name\">solution</th><th class=\"name\">growth</th>"
                + "<th class=\"name\">class</th><th class=\"name\">ladder ended</th></tr>\n");
        for (Series s : profile.series()) {
            Growth growth = growths.get(s.name());
            html.append("<tr><td class=\"name\">").append(escape(s.name())).append("</td><td class=\"name\">")
                    .append(escape(ProfileReport.growthText(growth, profile.sizeName()))).append("</td><td class=\"name\">")
                    .append(escape(ProfileReport.classText(growth))).append("</td><td class=\"name\">")
                    .append(escape(s.stopped())).append("</td></tr>\n");
        }
        html.append("</table>\n");
        ProfileReport.projection(profile, growths).ifPresent(line ->
                html.append("<p>").append(escape(line)).append("</p>\n"));
        html.append("<h2>Times</h2>\n<table>\n<tr><th>").append(escape(profile.sizeName())).append("</th>");
        for (Series s : profile.series()) {
            html.append("<th>").append(escape(s.name())).append("</th>");
        }
        html.append("</tr>\n");
        for (long size : ProfileReport.sizes(profile)) {
            html.append("<tr><td>").append(size).append("</td>");
            for (Series s : profile.series()) {
                Measurement point = ProfileReport.pointAt(s, size);
                html.append("<td>").append(point == null ? "" : escape(ProfileReport.time(point.medianCpuMs())))
                        .append("</td>");
            }
            html.append("</tr>\n");
        }
        html.append("</table>\n<p class=\"note\">A profile measures; it never grades. Sizes under ")
                .append(escape(ProfileReport.time(GrowthFit.FLOOR_MS)))
                .append(" take no part in the fit. See docs/profile.md for the method and its limits.</p>\n");
        return html.append("</body>\n</html>\n").toString();
    }

    /** The chart: sizes evenly spaced on x (their order, which is about log scale on doubling ladders), log time on y. */
    static String svg(Profile profile) {
        List<Long> sizes = ProfileReport.sizes(profile);
        double low = Double.MAX_VALUE;
        double high = 0;
        for (Series s : profile.series()) {
            for (Measurement m : s.points()) {
                low = Math.min(low, Math.max(m.medianCpuMs(), 1e-4));
                high = Math.max(high, Math.max(m.medianCpuMs(), 1e-4));
            }
        }
        if (sizes.isEmpty()) {
            return "<p>Nothing was measured.</p>\n";
        }
        double bottom = Math.floor(Math.log10(low));
        double top = Math.max(bottom + 1, Math.ceil(Math.log10(high)));
        int plotWidth = WIDTH - LEFT - RIGHT;
        int plotHeight = HEIGHT - TOP - BOTTOM;
        StringBuilder svg = new StringBuilder();
        svg.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(WIDTH).append("\" height=\"")
                .append(HEIGHT + 20 * profile.series().size()).append("\" role=\"img\" aria-label=\"")
                .append(escape("CPU time against " + profile.sizeName())).append("\">\n");
        svg.append("<rect x=\"").append(LEFT).append("\" y=\"").append(TOP).append("\" width=\"").append(plotWidth)
                .append("\" height=\"").append(plotHeight).append("\" fill=\"none\" stroke=\"#999\"/>\n");
        for (double decade = bottom; decade <= top; decade++) {
            double y = TOP + plotHeight * (1 - (decade - bottom) / (top - bottom));
            svg.append(String.format(Locale.ROOT, "<line x1=\"%d\" x2=\"%d\" y1=\"%.1f\" y2=\"%.1f\" stroke=\"#ddd\"/>"
                    + "<text x=\"%d\" y=\"%.1f\" font-size=\"12\" text-anchor=\"end\">%s</text>\n", LEFT,
                    LEFT + plotWidth, y, y, LEFT - 6, y + 4, escape(ProfileReport.time(Math.pow(10, decade)))));
        }
        for (int i = 0; i < sizes.size(); i++) {
            double x = x(i, sizes.size(), plotWidth);
            svg.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\" font-size=\"12\" text-anchor=\"middle\">"
                    + "%d</text>\n", x, TOP + plotHeight + 16, sizes.get(i)));
        }
        svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" font-size=\"13\" text-anchor=\"middle\">%s"
                + "</text>\n", LEFT + plotWidth / 2, TOP + plotHeight + 36, escape(profile.sizeName())));
        for (int s = 0; s < profile.series().size(); s++) {
            Series series = profile.series().get(s);
            String colour = COLOURS[s % COLOURS.length];
            StringBuilder points = new StringBuilder();
            StringBuilder marks = new StringBuilder();
            for (Measurement m : series.points()) {
                double x = x(sizes.indexOf(m.size()), sizes.size(), plotWidth);
                double y = TOP + plotHeight * (1 - (Math.log10(Math.max(m.medianCpuMs(), 1e-4)) - bottom) / (top - bottom));
                points.append(String.format(Locale.ROOT, "%.1f,%.1f ", x, y));
                marks.append(String.format(Locale.ROOT, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3.5\" fill=\"%s\">"
                        + "<title>%s</title></circle>\n", x, y, colour, escape(series.name() + ", "
                        + profile.sizeName() + " = " + m.size() + ": " + ProfileReport.time(m.medianCpuMs()))));
            }
            svg.append("<polyline fill=\"none\" stroke=\"").append(colour).append("\" stroke-width=\"2\" points=\"")
                    .append(points.toString().trim()).append("\"/>\n").append(marks);
            int legendY = HEIGHT + 20 * s + 4;
            svg.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"14\" height=\"4\" fill=\"%s\"/>"
                    + "<text x=\"%d\" y=\"%d\" font-size=\"13\">%s</text>\n", LEFT, legendY, colour, LEFT + 20,
                    legendY + 6, escape(series.name() + (series.learner() ? " (yours)" : ""))));
        }
        return svg.append("</svg>\n").toString();
    }

    private static double x(int index, int count, int plotWidth) {
        return LEFT + (count == 1 ? plotWidth / 2.0 : 20 + (plotWidth - 40) * index / (double) (count - 1));
    }
}

package dev.practicejudge.report;

import dev.practicejudge.json.Json;
import dev.practicejudge.problem.Problem;
import dev.practicejudge.profile.Growth;
import dev.practicejudge.profile.Ladder;
import dev.practicejudge.profile.Profile;
import dev.practicejudge.profile.ProfileHtml;
import dev.practicejudge.profile.ProfileJson;
import dev.practicejudge.profile.ProfileReport;
import dev.practicejudge.profile.Profiler;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Objects;

/**
 * A profile's reports: at a terminal, its heading, each size as it is measured (a profile takes tens
 * of seconds, and should be seen to work), then the profile as {@link ProfileReport} prints it; and
 * the {@code --json} and {@code --html} files, written whole.
 */
public final class ProfileReports {

    private final PrintWriter out;

    public ProfileReports(PrintWriter out) {
        this.out = Objects.requireNonNull(out, "out");
    }

    /**
     * The heading: "n-queens-ii (N-Queens II)  solutions/n-queens-ii/Solution.java", then the ladder
     * and the terms, then the start of the line the sizes measured are added to.
     *
     * @param stopAtMs a solution's ladder stops after the first size whose median run takes this long
     * @param solutions how many solutions are measured, the learner's included
     */
    public void header(Problem problem, String shownSolution, Ladder ladder, double stopAtMs, int solutions) {
        out.println(problem.id() + " (" + problem.spec().title() + ")  " + shownSolution);
        out.println("  profile: " + ladder.rungs().size() + " sizes, " + ladder.sizeName() + " = "
                + ladder.rungs().get(0).size() + " to " + ladder.rungs().get(ladder.rungs().size() - 1).size()
                + ", until a run takes " + Profiler.seconds(stopAtMs) + "; " + solutions
                + (solutions == 1 ? " solution" : " solutions, one at a time"));
        out.print("  measured " + ladder.sizeName() + " =");
        out.flush();
    }

    /** One more size measured, added to the heading's last line. */
    public void measured(String size) {
        out.print(" " + size);
        out.flush();
    }

    /** Ends the line of sizes, then prints the profile: the table, the chart, each growth, the projection. */
    public void profile(Profile profile, Map<String, Growth> growths) {
        out.println();
        new ProfileReport(out).print(profile, growths);
    }

    /** The profile as the {@code --json} file holds it: pretty-printed, with a final line break. */
    public static String json(Profile profile, Map<String, Growth> growths) throws IOException {
        return Json.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(ProfileJson.of(profile, growths)) + "\n";
    }

    /** Writes {@link #json} to {@code file}. */
    public static void writeJson(Path file, Profile profile, Map<String, Growth> growths) throws IOException {
        Files.writeString(file, json(profile, growths));
    }

    /** Writes the {@code --html} page, with the chart as SVG, to {@code file}. */
    public static void writeHtml(Path file, Profile profile, Map<String, Growth> growths) throws IOException {
        Files.writeString(file, ProfileHtml.of(profile, growths));
    }
}

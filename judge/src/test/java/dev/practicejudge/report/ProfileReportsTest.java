package dev.practicejudge.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.practicejudge.json.Json;
import dev.practicejudge.problem.Problem;
import dev.practicejudge.problem.ProblemLoader;
import dev.practicejudge.profile.Growth;
import dev.practicejudge.profile.GrowthFit;
import dev.practicejudge.profile.Ladder;
import dev.practicejudge.profile.Measurement;
import dev.practicejudge.profile.Profile;
import dev.practicejudge.profile.ProfileHtml;
import dev.practicejudge.profile.ProfileReport;
import dev.practicejudge.profile.Series;
import dev.practicejudge.testing.TestRepository;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@link ProfileReports}: a profile's heading and sizes at the console, and its two files, with no worker. */
class ProfileReportsTest {

    private static final String NL = System.lineSeparator();

    @TempDir
    Path dir;

    private final StringWriter text = new StringWriter();
    private final ProfileReports reports = new ProfileReports(new PrintWriter(text));

    @Test
    void theHeadingNamesTheProblemTheFileTheLadderAndTheTermsThenTheSizesFollowOnOneLine() throws Exception {
        Problem problem = new ProblemLoader(TestRepository.ROOT).load(TestRepository.ROOT.resolve("problems/n-queens-ii"));
        Ladder ladder = Ladder.declared(problem.spec().profile().orElseThrow().inputs(), problem.spec().method());

        reports.header(problem, "Mine.java", ladder, 100, 3);
        reports.measured("4");
        reports.measured("5");

        assertEquals("n-queens-ii (" + problem.spec().title() + ")  Mine.java" + NL
                + "  profile: 10 sizes, n = 4 to 13, until a run takes 100 ms; 3 solutions, one at a time" + NL
                + "  measured n = 4 5", text.toString());
    }

    @Test
    void oneSolutionAloneIsSaidInTheSingular() throws Exception {
        Problem problem = new ProblemLoader(TestRepository.ROOT).load(TestRepository.ROOT.resolve("problems/n-queens-ii"));
        Ladder ladder = Ladder.declared(problem.spec().profile().orElseThrow().inputs(), problem.spec().method());

        reports.header(problem, "Mine.java", ladder, 1000, 1);

        assertTrue(text.toString().contains("until a run takes 1.0 s; 1 solution" + NL), text.toString());
    }

    @Test
    void theProfileEndsTheLineOfSizesThenIsPrintedAsTheProfileReportPrintsIt() {
        Profile profile = profile();
        Map<String, Growth> growths = growths(profile);

        reports.profile(profile, growths);

        StringWriter alone = new StringWriter();
        new ProfileReport(new PrintWriter(alone)).print(profile, growths);
        assertEquals(NL + alone, text.toString());
        assertTrue(text.toString().contains("Linear.java"), text.toString());
    }

    @Test
    void theJsonFileIsThePrettyPrintedReportWithAFinalLineBreak() throws Exception {
        Profile profile = profile();
        Path file = dir.resolve("profile.json");

        ProfileReports.writeJson(file, profile, growths(profile));

        String written = Files.readString(file);
        assertTrue(written.endsWith("}\n"), written);
        assertEquals(ProfileReports.json(profile, growths(profile)), written);
        assertEquals("n-queens-ii", Json.MAPPER.readTree(written).get("problem").asText());
    }

    @Test
    void theHtmlFileIsThePageWithTheChart() throws Exception {
        Profile profile = profile();
        Path file = dir.resolve("profile.html");

        ProfileReports.writeHtml(file, profile, growths(profile));

        String written = Files.readString(file);
        assertEquals(ProfileHtml.of(profile, growths(profile)), written);
        assertTrue(written.contains("<svg"), written);
    }

    /** A linear solution measured on n = 1..8, its time n * 0.2 ms. */
    private static Profile profile() {
        List<Measurement> points = new ArrayList<>();
        for (long n = 1; n <= 8; n++) {
            double ms = n * 0.2;
            points.add(new Measurement(n, List.of(ms, ms, ms), List.of(ms, ms, ms), -1, 2));
        }
        return new Profile("n-queens-ii", "N-Queens II", "n", 100,
                List.of(new Series("Linear.java", true, points, "the ladder ends at n = 8")));
    }

    private static Map<String, Growth> growths(Profile profile) {
        Map<String, Growth> growths = new LinkedHashMap<>();
        profile.series().forEach(series -> growths.put(series.name(), GrowthFit.fit(series.points())));
        return growths;
    }
}

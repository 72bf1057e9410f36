package dev.practicejudge.check;

import dev.practicejudge.api.Checker;

/** What the judge fills in a checker's reason before a learner reads it. */
public final class CheckerReasons {

    /** Stands for the file of an input that has none of its own, as the CLI's usage names one. */
    public static final String NO_FILE = "FILE";

    private CheckerReasons() {
    }

    /**
     * The reason with the test's file where it says {@link Checker#TEST_FILE}.
     *
     * @param file the test's file as the learner would type it, or {@link #NO_FILE}
     */
    public static String withTestFile(String reason, String file) {
        return reason == null ? null : reason.replace(Checker.TEST_FILE, file);
    }
}

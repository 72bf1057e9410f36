package dev.practicejudge.cli;

import java.util.ListResourceBundle;

/**
 * What the shared arguments ({@link ProblemId}, {@link ProblemIds}, {@link SolutionOption}) say
 * in each command's help. The mixins declare one argument for all commands; picocli looks up its
 * description here under {@code judgew.COMMAND.KEY}, and uses the mixin's own when there is none.
 * A class rather than a properties file: it loads as fast as any other class of the judge.
 */
public final class ArgumentHelp extends ListResourceBundle {

    static final String PROBLEM_ID = "problem-id";
    static final String PROBLEM_IDS = "problem-ids";
    static final String SOLUTION = "solution";

    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"judgew.show." + PROBLEM_ID, "The problem to show, e.g. n-queens."},
            {"judgew.new." + PROBLEM_ID, "The problem to start, e.g. n-queens."},
            {"judgew.run." + PROBLEM_ID, "The problem whose solution to run."},
            {"judgew.watch." + PROBLEM_ID, "The problem whose solution to watch."},
            {"judgew.gen." + PROBLEM_ID, "The problem whose tests to fill."},
            {"judgew.debug." + PROBLEM_ID, "The problem whose solution to debug."},
            {"judgew.stress." + PROBLEM_ID, "The problem whose solution to stress-test, e.g. subsets."},
            {"judgew.hint." + PROBLEM_ID, "The problem to show a hint of, e.g. n-queens."},
            {"judgew.editorial." + PROBLEM_ID, "The problem whose editorial to show, e.g. n-queens."},
            {"judgew.test." + PROBLEM_IDS,
                    "Problems to judge (default: every problem that has solutions/<ID>/Solution.java)."},
            {"judgew.validate." + PROBLEM_IDS, "Problems to validate (default: all)."},
            {"judgew.test." + SOLUTION,
                    "Judge this file as the Solution of the one ID given, instead of solutions/<ID>/Solution.java."},
            {"judgew.run." + SOLUTION, "Run this file as the Solution, instead of solutions/<ID>/Solution.java."},
            {"judgew.debug." + SOLUTION, "Debug this file as the Solution, instead of solutions/<ID>/Solution.java."},
            {"judgew.stress." + SOLUTION,
                    "Stress-test this file as the Solution, instead of solutions/<ID>/Solution.java."},
        };
    }
}

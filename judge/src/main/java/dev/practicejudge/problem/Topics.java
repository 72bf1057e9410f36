package dev.practicejudge.problem;

import java.util.List;
import java.util.Locale;

/**
 * The topics of the interview canon (the Blind 75, as NeetCode's roadmap orders it), in the order a
 * learner meets them: {@code list} groups problems by topic in this order, and a problem's
 * {@code "topic"} in {@code problem.json} names one. A topic outside the canon is allowed (a
 * package of another list) and comes after the canon's; {@code validate} warns about one, since it
 * is more often a typo.
 */
public final class Topics {

    /** The canon's topics, first to last. */
    public static final List<String> CANON = List.of("arrays & hashing", "two pointers", "sliding window", "stack",
            "binary search", "linked list", "trees", "tries", "heap", "backtracking", "graphs", "advanced graphs",
            "1-D DP", "2-D DP", "greedy", "intervals", "math & matrix", "bit manipulation");

    private Topics() {
    }

    /** Where a topic stands in the canon's order; after all of them when it is not one. */
    public static int rank(String topic) {
        for (int i = 0; i < CANON.size(); i++) {
            if (CANON.get(i).equalsIgnoreCase(topic)) {
                return i;
            }
        }
        return CANON.size();
    }

    /** Whether it is one of the canon's topics (any case). */
    public static boolean isCanon(String topic) {
        return rank(topic) < CANON.size();
    }

    /**
     * The topic as a word for the command line: lower case, every run of other characters a hyphen,
     * so {@code --topic arrays-hashing} and {@code --topic "arrays & hashing"} name the same topic.
     */
    public static String slug(String topic) {
        return topic.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-|-$", "");
    }
}

package dev.practicejudge.text;

import java.util.Collection;
import java.util.Comparator;
import java.util.Locale;
import java.util.Optional;

/** "Did you mean ...?": the known name closest to a mistyped one, when it is close enough to be a typo. */
public final class Suggestions {

    private Suggestions() {
    }

    /** The closest of {@code known} to {@code typed}, ignoring case, within a quarter of its length (at least 2 edits). */
    public static Optional<String> closest(String typed, Collection<String> known) {
        String target = typed.toLowerCase(Locale.ROOT);
        int allowed = Math.max(2, target.length() / 4);
        return known.stream()
                .filter(k -> distance(k.toLowerCase(Locale.ROOT), target) <= allowed)
                .min(Comparator.comparingInt(k -> distance(k.toLowerCase(Locale.ROOT), target)));
    }

    /** The Levenshtein distance: insertions, deletions and substitutions. */
    public static int distance(String a, String b) {
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            current[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int substitute = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                current[j] = Math.min(substitute, Math.min(previous[j], current[j - 1]) + 1);
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[b.length()];
    }
}

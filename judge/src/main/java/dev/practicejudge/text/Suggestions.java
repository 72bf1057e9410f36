package dev.practicejudge.text;

import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

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

    /** A LeetCode number in front of a name, as in {@code 17-letter-combinations} or {@code 0051.n-queens}. */
    private static final Pattern NUMBER_IN_FRONT = Pattern.compile("^\\d+[-_. ]+");
    private static final Pattern SEPARATORS = Pattern.compile("[\\s_.]+");

    /**
     * The known name that a name written by hand (a folder, a file) most likely stands for: the
     * same name in other letter case or with other separators ({@code N_Queens}), a LeetCode number
     * in front ({@code 51-n-queens}), the one known name it is the start of, word by word
     * ({@code letter-combinations} for {@code letter-combinations-of-a-phone-number}), else the
     * {@link #closest} one. A name with words added ({@code n-queens-2}) is left to {@link #closest}:
     * taking the known name it begins with would read {@code n-queens-2} as {@code n-queens}.
     */
    public static Optional<String> meant(String written, Collection<String> known) {
        Optional<String> exact = exactly(written, known);
        if (exact.isPresent()) {
            return exact;
        }
        String name = normalized(written);
        if (name.isEmpty()) {
            return Optional.empty();
        }
        List<String> longer = known.stream().filter(k -> k.toLowerCase(Locale.ROOT).startsWith(name + "-")).toList();
        if (longer.size() == 1) {
            return Optional.of(longer.get(0));
        }
        return unambiguousClosest(name, known);
    }

    /**
     * The known name that a name written by hand is, but for letter case, separators and a LeetCode
     * number in front ({@code N_Queens}, {@code 51-n-queens}): the part of {@link #meant} that is no guess.
     */
    public static Optional<String> exactly(String written, Collection<String> known) {
        String name = normalized(written);
        return known.stream().filter(k -> k.toLowerCase(Locale.ROOT).equals(name)).findFirst();
    }

    /**
     * {@link #closest}, but empty when two known names are equally close ({@code n-queens-2} is as
     * near {@code n-queens} as {@code n-queens-ii}): a coin toss is no suggestion.
     */
    public static Optional<String> unambiguousClosest(String typed, Collection<String> known) {
        Optional<String> best = closest(typed, known);
        if (best.isEmpty()) {
            return best;
        }
        String target = typed.toLowerCase(Locale.ROOT);
        int distance = distance(best.get().toLowerCase(Locale.ROOT), target);
        long equallyClose = known.stream().map(k -> k.toLowerCase(Locale.ROOT)).distinct()
                .filter(k -> distance(k, target) == distance).count();
        return equallyClose == 1 ? best : Optional.empty();
    }

    private static String normalized(String written) {
        return SEPARATORS.matcher(NUMBER_IN_FRONT.matcher(written.strip().toLowerCase(Locale.ROOT))
                .replaceFirst("")).replaceAll("-");
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

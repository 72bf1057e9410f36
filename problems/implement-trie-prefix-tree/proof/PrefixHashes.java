import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The proof of this package's expected outputs (validate runs it on every test): no tree at all.
 * Inserted words go into a set of strings, which answers search exactly; and every prefix of every
 * inserted word goes, as a polynomial hash modulo the prime 2^61 - 1, into the set for its length,
 * which answers startsWith (two different strings of equal length collide with odds of about one
 * in 10^17). The accepted submissions walk a tree of letters or a sorted set. It also
 * checks every call against the statement's constraints.
 */
class Trie {
    private static final long MOD = (1L << 61) - 1;
    private static final long BASE = 1_000_003;

    private final Set<String> words = new HashSet<>();
    private final List<Set<Long>> prefixesByLength = new ArrayList<>();
    private int calls = 1;   // the constructor is a call

    public Trie() {
    }

    public void insert(String word) {
        check(word);
        if (!words.add(word)) {
            return;
        }
        long hash = 0;
        for (int i = 0; i < word.length(); i++) {
            hash = step(hash, word.charAt(i));
            while (prefixesByLength.size() <= i + 1) {
                prefixesByLength.add(new HashSet<>());
            }
            prefixesByLength.get(i + 1).add(hash);
        }
    }

    public boolean search(String word) {
        check(word);
        return words.contains(word);
    }

    public boolean startsWith(String prefix) {
        check(prefix);
        long hash = 0;
        for (int i = 0; i < prefix.length(); i++) {
            hash = step(hash, prefix.charAt(i));
        }
        return prefix.length() < prefixesByLength.size() && prefixesByLength.get(prefix.length()).contains(hash);
    }

    /** hash * BASE + letter, modulo 2^61 - 1. */
    private static long step(long hash, char letter) {
        long high = Math.multiplyHigh(hash, BASE);
        long low = hash * BASE;
        // the 122-bit product, folded modulo 2^61 - 1
        long folded = (low & MOD) + ((low >>> 61) | (high << 3)) + (letter - 'a' + 1);
        folded = (folded & MOD) + (folded >>> 61);
        return folded >= MOD ? folded - MOD : folded;
    }

    private void check(String text) {
        if (++calls > 30_000) {
            throw new IllegalArgumentException("more than 3 * 10^4 calls (the statement's constraints)");
        }
        if (text.length() < 1 || text.length() > 2000 || !text.chars().allMatch(c -> c >= 'a' && c <= 'z')) {
            throw new IllegalArgumentException("\"" + text.substring(0, Math.min(text.length(), 30))
                    + "\" is not 1 to 2000 lowercase letters (the statement's constraints)");
        }
    }
}

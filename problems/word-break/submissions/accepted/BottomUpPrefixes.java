import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Bottom-up over prefixes: canSplit[i] says whether the first i letters can be cut into
 * dictionary words. The empty prefix can; a longer prefix can when some shorter splittable prefix
 * j is followed by a word, s[j..i). Only the last at most 20 letters (the longest word) can be
 * that word, so j starts at i - maxLength. Words are looked up in a HashSet. Time O(n * L^2) for
 * L the longest word (the substring and its hash cost O(L)), space O(n + total dictionary size).
 */
class Solution {
    public boolean wordBreak(String s, List<String> wordDict) {
        Set<String> words = new HashSet<>(wordDict);
        int maxLength = 0;
        for (String word : wordDict) {
            maxLength = Math.max(maxLength, word.length());
        }
        int n = s.length();
        boolean[] canSplit = new boolean[n + 1];
        canSplit[0] = true;
        for (int i = 1; i <= n; i++) {
            for (int j = Math.max(0, i - maxLength); j < i; j++) {
                if (canSplit[j] && words.contains(s.substring(j, i))) {
                    canSplit[i] = true;
                    break;
                }
            }
        }
        return canSplit[n];
    }
}

import java.util.List;

/**
 * Top-down: canSplit(start) asks whether s[start..] can be cut into words, trying every word that
 * s continues with at start (s.startsWith(word, start)) and recursing after it. The answer for
 * each start is remembered (a Boolean, null until known, false included), so each of the n
 * starts is solved once: time O(n * W * L) for W words of length at most L, space O(n).
 */
class Solution {
    private Boolean[] memo;

    public boolean wordBreak(String s, List<String> wordDict) {
        memo = new Boolean[s.length()];
        return canSplit(s, 0, wordDict);
    }

    private boolean canSplit(String s, int start, List<String> wordDict) {
        if (start == s.length()) {
            return true;
        }
        if (memo[start] != null) {
            return memo[start];
        }
        boolean result = false;
        for (String word : wordDict) {
            if (s.startsWith(word, start) && canSplit(s, start + word.length(), wordDict)) {
                result = true;
                break;
            }
        }
        memo[start] = result;
        return result;
    }
}

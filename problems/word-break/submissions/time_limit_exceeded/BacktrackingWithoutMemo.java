import java.util.List;

/**
 * Correct but too slow: tries every word that s continues with at start and recurses on the rest,
 * remembering nothing. When the answer is false it has to try every way to cut s into words
 * before giving up: for 299 a's and a b, with the words a, aa, ..., aaaaaaaaaa, that is more
 * ways than atoms in the universe, and every one dies at the b.
 */
class Solution {
    public boolean wordBreak(String s, List<String> wordDict) {
        return canSplit(s, 0, wordDict);
    }

    private boolean canSplit(String s, int start, List<String> wordDict) {
        if (start == s.length()) {
            return true;
        }
        for (String word : wordDict) {
            if (s.startsWith(word, start) && canSplit(s, start + word.length(), wordDict)) {
                return true;
            }
        }
        return false;
    }
}

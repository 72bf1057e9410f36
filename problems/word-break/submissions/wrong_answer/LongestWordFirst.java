import java.util.List;

/**
 * Wrong: greedy. At each position it takes the longest word that s continues with, and never
 * goes back to try a shorter one. "goalspecial" with go, goal, goals and special: it takes
 * "goals", and "pecial" is no word; "goal" then "special" was the way.
 *
 * @expected-message expected true, got false
 */
class Solution {
    public boolean wordBreak(String s, List<String> wordDict) {
        int start = 0;
        while (start < s.length()) {
            String longest = null;
            for (String word : wordDict) {
                if (s.startsWith(word, start) && (longest == null || word.length() > longest.length())) {
                    longest = word;
                }
            }
            if (longest == null) {
                return false;
            }
            start += longest.length();
        }
        return true;
    }
}

import java.util.List;

/**
 * Wrong: greedy. At each position it takes the first word of the dictionary that s continues
 * with, and never tries another. "cars" with car, ca and rs: it takes "car", and "s" is no word;
 * "ca" then "rs" was the way. It fails first on "goalspecial", taking "go" and then stuck at
 * "alspecial".
 *
 * @expected-message expected true, got false
 */
class Solution {
    public boolean wordBreak(String s, List<String> wordDict) {
        int start = 0;
        while (start < s.length()) {
            boolean matched = false;
            for (String word : wordDict) {
                if (s.startsWith(word, start)) {
                    start += word.length();
                    matched = true;
                    break;
                }
            }
            if (!matched) {
                return false;
            }
        }
        return true;
    }
}

/**
 * Wrong: greedy. Walks text1 and matches each letter with its next occurrence in text2 after the
 * previous match, skipping letters that have none. An early match can use up text2: in "zabc"
 * and "abcz", matching the z first jumps to the end of "abcz" and leaves nothing for a, b and c.
 *
 * @expected-message expected 3, got 1
 */
class Solution {
    public int longestCommonSubsequence(String text1, String text2) {
        int matched = 0;
        int from = 0;   // the first index of text2 still free
        for (char c : text1.toCharArray()) {
            int at = text2.indexOf(c, from);
            if (at >= 0) {
                matched++;
                from = at + 1;
            }
        }
        return matched;
    }
}

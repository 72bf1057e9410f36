import java.util.HashSet;
import java.util.Set;

/**
 * Wrong: measures the window only when a repeat forces it to shrink, so the last window, the one
 * that runs to the end of the string without meeting a repeat, is never measured. A string with
 * no repeat at all gives 0: " " (one space) returns 0 instead of 1.
 *
 * @expected-message expected 1, got 0
 */
class Solution {
    public int lengthOfLongestSubstring(String s) {
        Set<Character> window = new HashSet<>();
        int left = 0;
        int best = 0;
        for (int right = 0; right < s.length(); right++) {
            char c = s.charAt(right);
            if (window.contains(c)) {
                best = Math.max(best, right - left);
                while (window.contains(c)) {
                    window.remove(s.charAt(left));
                    left++;
                }
            }
            window.add(c);
        }
        return best;   // missing: Math.max(best, s.length() - left)
    }
}

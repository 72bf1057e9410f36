import java.util.HashMap;
import java.util.Map;

/**
 * Wrong: the jumping window without Math.max. On a repeat it sets {@code left} just past the
 * character's last sighting, even when that sighting is already left of the window: in "abba" the
 * second a moves left from 2 back to 1, and the window "bba" (with b twice) is counted as 3.
 *
 * @expected-message expected 2, got 3
 */
class Solution {
    public int lengthOfLongestSubstring(String s) {
        Map<Character, Integer> last = new HashMap<>();
        int left = 0;
        int best = 0;
        for (int right = 0; right < s.length(); right++) {
            char c = s.charAt(right);
            if (last.containsKey(c)) {
                left = last.get(c) + 1;   // should be Math.max(left, last.get(c) + 1)
            }
            last.put(c, right);
            best = Math.max(best, right - left + 1);
        }
        return best;
    }
}

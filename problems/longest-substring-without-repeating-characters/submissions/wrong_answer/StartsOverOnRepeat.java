import java.util.HashSet;
import java.util.Set;

/**
 * Wrong: on a repeat it empties the window and starts a new one at the repeated character,
 * instead of dropping characters only up to the earlier copy. The characters between the two
 * copies belong to the next window too: in "dvdf" the second d starts over with "d" and finds
 * "df" (2), missing "vdf" (3).
 *
 * @expected-message expected 3, got 2
 */
class Solution {
    public int lengthOfLongestSubstring(String s) {
        Set<Character> window = new HashSet<>();
        int best = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (window.contains(c)) {
                window.clear();
            }
            window.add(c);
            best = Math.max(best, window.size());
        }
        return best;
    }
}

import java.util.HashSet;
import java.util.Set;

/**
 * A sliding window kept in a set: before adding the character at {@code right}, characters are
 * dropped from the window's left end until that character is no longer in it. Each character
 * enters and leaves the set at most once, so O(n) time; the set holds at most the window, at
 * most 95 different printable characters.
 */
class Solution {
    public int lengthOfLongestSubstring(String s) {
        Set<Character> window = new HashSet<>();
        int left = 0;
        int best = 0;
        for (int right = 0; right < s.length(); right++) {
            char c = s.charAt(right);
            while (window.contains(c)) {
                window.remove(s.charAt(left));
                left++;
            }
            window.add(c);
            best = Math.max(best, right - left + 1);
        }
        return best;
    }
}

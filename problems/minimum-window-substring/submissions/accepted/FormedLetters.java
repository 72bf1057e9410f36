import java.util.HashMap;
import java.util.Map;

/**
 * The sliding window with two hash maps, the letters t needs and the letters in the window, and
 * {@code formed}, how many of t's distinct letters the window holds often enough. Grow on the
 * right until formed reaches the number of distinct letters, then shrink from the left while it
 * stays there, recording the shortest window. O(m + n) time; the maps hold at most 52 letters.
 */
class Solution {
    public String minWindow(String s, String t) {
        Map<Character, Integer> need = new HashMap<>();
        for (char c : t.toCharArray()) {
            need.put(c, need.getOrDefault(c, 0) + 1);
        }
        Map<Character, Integer> window = new HashMap<>();
        int formed = 0;
        int left = 0;
        int bestStart = 0;
        int bestEnd = -1;
        for (int right = 0; right < s.length(); right++) {
            char c = s.charAt(right);
            window.put(c, window.getOrDefault(c, 0) + 1);
            if (need.containsKey(c) && window.get(c).intValue() == need.get(c).intValue()) {
                formed++;
            }
            while (formed == need.size()) {
                if (bestEnd < 0 || right - left < bestEnd - bestStart) {
                    bestStart = left;
                    bestEnd = right;
                }
                char gone = s.charAt(left);
                window.put(gone, window.get(gone) - 1);
                if (need.containsKey(gone) && window.get(gone) < need.get(gone)) {
                    formed--;
                }
                left++;
            }
        }
        return bestEnd < 0 ? "" : s.substring(bestStart, bestEnd + 1);
    }
}

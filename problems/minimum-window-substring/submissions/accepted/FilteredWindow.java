import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The window slides over the positions of s whose letter occurs in t only (LeetCode's "optimized
 * sliding window"): letters t does not have can neither complete nor break a window, so both ends
 * jump from one useful position to the next. Counts are kept in hash maps, and {@code formed} is
 * the number of t's distinct letters present in the window as often as t needs them. O(m + n)
 * time, O(m) extra space for the positions.
 */
class Solution {
    public String minWindow(String s, String t) {
        Map<Character, Integer> need = new HashMap<>();
        for (char c : t.toCharArray()) {
            need.merge(c, 1, Integer::sum);
        }
        List<Integer> useful = new ArrayList<>();
        for (int i = 0; i < s.length(); i++) {
            if (need.containsKey(s.charAt(i))) {
                useful.add(i);
            }
        }
        Map<Character, Integer> window = new HashMap<>();
        int formed = 0;
        int bestStart = -1;
        int bestLength = Integer.MAX_VALUE;
        int left = 0;
        for (int right = 0; right < useful.size(); right++) {
            char c = s.charAt(useful.get(right));
            int count = window.merge(c, 1, Integer::sum);
            if (count == need.get(c)) {
                formed++;
            }
            while (formed == need.size()) {
                int start = useful.get(left);
                int end = useful.get(right);
                if (end - start + 1 < bestLength) {
                    bestStart = start;
                    bestLength = end - start + 1;
                }
                char gone = s.charAt(start);
                if (window.merge(gone, -1, Integer::sum) < need.get(gone)) {
                    formed--;
                }
                left++;
            }
        }
        return bestStart < 0 ? "" : s.substring(bestStart, bestStart + bestLength);
    }
}

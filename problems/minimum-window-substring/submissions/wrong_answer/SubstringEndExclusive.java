/**
 * Wrong: finds the right window [bestStart, bestEnd], both ends included, but cuts it out with
 * s.substring(bestStart, bestEnd), whose second argument is excluded: the window's last letter is
 * lost, "BAN" instead of "BANC".
 *
 * @expected-message expected "BANC", got "BAN"
 */
class Solution {
    public String minWindow(String s, String t) {
        int[] need = new int[128];
        for (char c : t.toCharArray()) {
            need[c]++;
        }
        int missing = t.length();
        int bestStart = 0;
        int bestEnd = -1;
        int left = 0;
        for (int right = 0; right < s.length(); right++) {
            if (need[s.charAt(right)]-- > 0) {
                missing--;
            }
            while (missing == 0) {
                if (bestEnd < 0 || right - left < bestEnd - bestStart) {
                    bestStart = left;
                    bestEnd = right;
                }
                if (++need[s.charAt(left++)] > 0) {
                    missing++;
                }
            }
        }
        return bestEnd < 0 ? "" : s.substring(bestStart, bestEnd);   // should be bestEnd + 1
    }
}

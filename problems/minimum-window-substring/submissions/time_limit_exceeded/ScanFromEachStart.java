/**
 * Correct but too slow: for every start, scans forward with a fresh copy of t's counts until the
 * window covers t, and keeps the shortest. When covering windows are long, or there are none,
 * every start scans to the end: about m^2 / 2 = 5 * 10^9 steps for m = 10^5.
 */
class Solution {
    public String minWindow(String s, String t) {
        int[] needed = new int[128];
        for (char c : t.toCharArray()) {
            needed[c]++;
        }
        int bestStart = 0;
        int bestLength = Integer.MAX_VALUE;
        for (int start = 0; start < s.length(); start++) {
            int[] need = needed.clone();
            int missing = t.length();
            for (int end = start; end < s.length(); end++) {
                if (need[s.charAt(end)]-- > 0) {
                    missing--;
                }
                if (missing == 0) {
                    if (end - start + 1 < bestLength) {
                        bestStart = start;
                        bestLength = end - start + 1;
                    }
                    break;
                }
            }
        }
        return bestLength == Integer.MAX_VALUE ? "" : s.substring(bestStart, bestStart + bestLength);
    }
}

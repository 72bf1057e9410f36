/**
 * Wrong: counts every letter of t that enters the window towards t's length, even copies beyond
 * what t needs. With t = "ab", the window "aa" then "has" two letters of t without any b: for
 * s = "aaab" it returns "aa", a window that does not cover t.
 *
 * @expected-message expected "ab", got "aa"
 */
class Solution {
    public String minWindow(String s, String t) {
        int[] need = new int[128];
        for (char c : t.toCharArray()) {
            need[c]++;
        }
        int[] have = new int[128];
        int matched = 0;
        int bestStart = 0;
        int bestLength = Integer.MAX_VALUE;
        int left = 0;
        for (int right = 0; right < s.length(); right++) {
            char c = s.charAt(right);
            have[c]++;
            if (need[c] > 0) {
                matched++;   // should only count while have[c] <= need[c]
            }
            while (matched == t.length()) {
                if (right - left + 1 < bestLength) {
                    bestStart = left;
                    bestLength = right - left + 1;
                }
                char gone = s.charAt(left++);
                have[gone]--;
                if (need[gone] > 0) {
                    matched--;
                }
            }
        }
        return bestLength == Integer.MAX_VALUE ? "" : s.substring(bestStart, bestStart + bestLength);
    }
}

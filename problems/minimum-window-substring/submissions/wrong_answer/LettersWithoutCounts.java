import java.util.HashSet;
import java.util.Set;

/**
 * Wrong: remembers which letters t has, but not how many of each. A window holding one a then
 * "covers" t = "aa": for s = "a" it returns "a", where t needs two a's and the answer is "".
 *
 * @expected-message expected "", got "a"
 */
class Solution {
    public String minWindow(String s, String t) {
        Set<Character> letters = new HashSet<>();
        for (char c : t.toCharArray()) {
            letters.add(c);
        }
        int[] have = new int[128];
        int present = 0;   // distinct letters of t in the window
        int bestStart = 0;
        int bestLength = Integer.MAX_VALUE;
        int left = 0;
        for (int right = 0; right < s.length(); right++) {
            char c = s.charAt(right);
            if (letters.contains(c) && have[c]++ == 0) {
                present++;
            }
            while (present == letters.size()) {
                if (right - left + 1 < bestLength) {
                    bestStart = left;
                    bestLength = right - left + 1;
                }
                char gone = s.charAt(left++);
                if (letters.contains(gone) && --have[gone] == 0) {
                    present--;
                }
            }
        }
        return bestLength == Integer.MAX_VALUE ? "" : s.substring(bestStart, bestStart + bestLength);
    }
}

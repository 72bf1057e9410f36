/**
 * Manacher's algorithm: works on s with a separator between letters ("a#b#a"), so every
 * palindrome has odd length and a centre. radius[i] is how far the palindrome centred at i reaches;
 * a centre inside the rightmost palindrome found so far starts from its mirror's radius (capped at
 * that palindrome's edge) instead of from 0, so the right edge only ever moves right. Time O(n),
 * space O(n).
 */
class Solution {
    public String longestPalindrome(String s) {
        int n = s.length();
        int m = 2 * n - 1;                 // letters at even positions, gaps at odd ones
        int[] radius = new int[m];
        int centre = 0;
        int right = -1;                    // the rightmost position covered so far
        int bestCentre = 0;
        for (int i = 0; i < m; i++) {
            int r = i <= right ? Math.min(radius[2 * centre - i], right - i) : 0;
            // a gap position is a palindrome of radius 0 only when it is treated as an empty centre
            while (i - r - 1 >= 0 && i + r + 1 < m && at(s, i - r - 1) == at(s, i + r + 1)) {
                r++;
            }
            radius[i] = r;
            if (i + r > right) {
                centre = i;
                right = i + r;
            }
            if (length(i, r) > length(bestCentre, radius[bestCentre])) {
                bestCentre = i;
            }
        }
        int len = length(bestCentre, radius[bestCentre]);
        int first = (bestCentre - radius[bestCentre] + 1) / 2;
        return s.substring(first, first + len);
    }

    /** The character at a position of the separated string: a letter, or 0 for a gap. */
    private static char at(String s, int position) {
        return position % 2 == 0 ? s.charAt(position / 2) : 0;
    }

    /** How many letters of s the palindrome centred at position with this radius holds. */
    private static int length(int position, int radius) {
        // the separated palindrome spans 2 * radius + 1 positions; count the even ones (letters)
        int from = position - radius;
        int to = position + radius;
        return to / 2 - (from + 1) / 2 + 1;
    }
}

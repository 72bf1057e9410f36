/**
 * Manacher's algorithm: on s with a separator between letters (positions 0, 2, 4, ... are letters,
 * the odd ones are gaps), radius[i] is how far the palindrome centred at position i reaches. A
 * centre inside the rightmost palindrome found so far starts from its mirror's radius, capped at
 * that palindrome's edge, so the right edge only moves right: O(n) time, O(n) space. A centre
 * whose longest palindrome holds L letters has exactly ceil(L / 2) palindromes (peel one letter
 * off each end until one or two are left), and the count is their sum.
 */
class Solution {
    public int countSubstrings(String s) {
        int n = s.length();
        int m = 2 * n - 1;
        int[] radius = new int[m];
        int centre = 0;
        int right = -1;
        int count = 0;
        for (int i = 0; i < m; i++) {
            int r = i <= right ? Math.min(radius[2 * centre - i], right - i) : 0;
            while (i - r - 1 >= 0 && i + r + 1 < m && at(s, i - r - 1) == at(s, i + r + 1)) {
                r++;
            }
            radius[i] = r;
            if (i + r > right) {
                centre = i;
                right = i + r;
            }
            int letters = (i + r) / 2 - (i - r + 1) / 2 + 1;   // letters in positions i - r .. i + r
            count += (letters + 1) / 2;
        }
        return count;
    }

    /** The character at a position of the separated string: a letter, or 0 for a gap. */
    private static char at(String s, int position) {
        return position % 2 == 0 ? s.charAt(position / 2) : 0;
    }
}

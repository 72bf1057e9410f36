/**
 * The proof of this package's expected outputs (validate runs it on every test). Up to 2,000
 * characters it looks at every substring s[i..j], keeping for each start the set of characters
 * seen so far, and records the longest with no character twice. Beyond that it binary-searches
 * the length: a substring of length L without repeats contains one of length L - 1, so the
 * lengths that exist form a prefix, and each is tested by sliding a window of exactly that length
 * with a count of characters held twice or more. The accepted submissions do neither. It also
 * checks the input against the statement's constraints.
 */
class Solution {
    public int lengthOfLongestSubstring(String s) {
        require(s.length() <= 50_000, "s has " + s.length() + " characters, more than 50000");
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            require(c >= ' ' && c <= '~', "s[" + i + "] = U+" + Integer.toHexString(c) + " is not a printable ASCII character");
        }
        int n = s.length();
        if (n <= 2_000) {
            int best = 0;
            for (int i = 0; i < n; i++) {
                boolean[] seen = new boolean[128];
                boolean repeated = false;
                for (int j = i; j < n; j++) {
                    repeated |= seen[s.charAt(j)];
                    seen[s.charAt(j)] = true;
                    if (!repeated) {
                        best = Math.max(best, j - i + 1);
                    }
                }
            }
            return best;
        }
        int low = 0;          // a substring of this length without repeats exists
        int high = n + 1;     // none of this length does
        while (high - low > 1) {
            int mid = (low + high) >>> 1;
            if (existsWithoutRepeats(s, mid)) {
                low = mid;
            } else {
                high = mid;
            }
        }
        return low;
    }

    /** Whether some window of exactly length characters has no character twice. */
    private static boolean existsWithoutRepeats(String s, int length) {
        int[] count = new int[128];
        int doubled = 0;   // characters held at least twice in the window
        for (int i = 0; i < s.length(); i++) {
            if (++count[s.charAt(i)] == 2) {
                doubled++;
            }
            if (i >= length && --count[s.charAt(i - length)] == 1) {
                doubled--;
            }
            if (i >= length - 1 && doubled == 0) {
                return true;
            }
        }
        return false;
    }

    private static void require(boolean holds, String what) {
        if (!holds) {
            throw new IllegalArgumentException(what + " (the statement's constraints)");
        }
    }
}

/**
 * The proof of this package's expected outputs (validate runs it on every test). Up to 3,000
 * letters it looks at every window s[i..j], with letter counts grown from each start, and keeps
 * the longest whose length minus its commonest count is at most k. Beyond that it binary-searches
 * the length: a window that needs at most k replacements contains one a letter shorter that
 * needs no more, so the good lengths form a prefix, and each is tested by sliding a window of
 * exactly that length and reading its commonest count from the 26 counts. The accepted
 * submissions do neither. It also checks the input against the statement's constraints.
 */
class Solution {
    public int characterReplacement(String s, int k) {
        int n = s.length();
        require(n >= 1 && n <= 100_000, "s has " + n + " letters, not 1 to 100000");
        require(k >= 0 && k <= n, "k = " + k + " is outside 0..s.length = 0.." + n);
        for (int i = 0; i < n; i++) {
            require(s.charAt(i) >= 'A' && s.charAt(i) <= 'Z', "s[" + i + "] = '" + s.charAt(i) + "' is not an uppercase English letter");
        }
        if (n <= 3_000) {
            int best = 0;
            for (int i = 0; i < n; i++) {
                int[] count = new int[26];
                for (int j = i; j < n; j++) {
                    count[s.charAt(j) - 'A']++;
                    int commonest = 0;
                    for (int c : count) {
                        commonest = Math.max(commonest, c);
                    }
                    if (j - i + 1 - commonest <= k) {
                        best = Math.max(best, j - i + 1);
                    }
                }
            }
            return best;
        }
        int low = 1;          // a window of this length needs at most k replacements
        int high = n + 1;     // none of this length does
        while (high - low > 1) {
            int mid = (low + high) >>> 1;
            if (fits(s, k, mid)) {
                low = mid;
            } else {
                high = mid;
            }
        }
        return low;
    }

    /** Whether some window of exactly length letters needs at most k replacements. */
    private static boolean fits(String s, int k, int length) {
        int[] count = new int[26];
        for (int i = 0; i < s.length(); i++) {
            count[s.charAt(i) - 'A']++;
            if (i >= length) {
                count[s.charAt(i - length) - 'A']--;
            }
            if (i >= length - 1) {
                int commonest = 0;
                for (int c : count) {
                    commonest = Math.max(commonest, c);
                }
                if (length - commonest <= k) {
                    return true;
                }
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

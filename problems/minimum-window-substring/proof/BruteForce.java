/**
 * The proof of this package's expected outputs (validate runs it on every test). Up to 2,000
 * letters of s it looks at every window s[i..j], with counts grown from each start and compared
 * with t's 52 counts. Beyond that it binary-searches the shortest length: a window that covers t
 * still does when it grows, so the lengths of covering windows form a range up to m, and each
 * length is tested by sliding a window of exactly that length. Either way it then checks every
 * shortest covering window and throws unless they all read the same, the statement's promise
 * that the answer is unique. The accepted submissions grow and shrink one window instead.
 * It also checks the input against the statement's constraints.
 */
class Solution {
    public String minWindow(String s, String t) {
        require(s.length() >= 1 && s.length() <= 100_000, "s has " + s.length() + " letters, not 1 to 100000");
        require(t.length() >= 1 && t.length() <= 100_000, "t has " + t.length() + " letters, not 1 to 100000");
        for (String text : new String[] {s, t}) {
            for (int i = 0; i < text.length(); i++) {
                char c = text.charAt(i);
                require(c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z', "'" + c + "' is not an English letter");
            }
        }
        int[] need = new int[128];
        for (int i = 0; i < t.length(); i++) {
            need[t.charAt(i)]++;
        }
        int m = s.length();
        int shortest = 0;   // 0: no window covers t
        if (m <= 2_000) {
            for (int i = 0; i < m; i++) {
                int[] have = new int[128];
                for (int j = i; j < m; j++) {
                    have[s.charAt(j)]++;
                    if (covers(have, need) && (shortest == 0 || j - i + 1 < shortest)) {
                        shortest = j - i + 1;
                    }
                }
            }
        } else if (firstWindow(s, need, m) >= 0) {
            int low = 0;        // no window of this length covers t
            int high = m;       // some window of this length does
            while (high - low > 1) {
                int mid = (low + high) >>> 1;
                if (firstWindow(s, need, mid) < 0) {
                    low = mid;
                } else {
                    high = mid;
                }
            }
            shortest = high;
        }
        if (shortest == 0) {
            return "";
        }
        // Every shortest covering window must read the same as the first one.
        int first = firstWindow(s, need, shortest);
        int[] have = new int[128];
        for (int i = 0; i < m; i++) {
            have[s.charAt(i)]++;
            if (i >= shortest) {
                have[s.charAt(i - shortest)]--;
            }
            int start = i - shortest + 1;
            if (start >= 0 && covers(have, need)) {
                require(s.regionMatches(start, s, first, shortest), "the shortest windows at " + first + " and " + start
                        + " (length " + shortest + ") differ, but the statement promises a unique answer");
            }
        }
        return s.substring(first, first + shortest);
    }

    /** Where the first window of exactly length letters that covers t starts, or -1. */
    private static int firstWindow(String s, int[] need, int length) {
        int[] have = new int[128];
        for (int i = 0; i < s.length(); i++) {
            have[s.charAt(i)]++;
            if (i >= length) {
                have[s.charAt(i - length)]--;
            }
            if (i >= length - 1 && covers(have, need)) {
                return i - length + 1;
            }
        }
        return -1;
    }

    private static boolean covers(int[] have, int[] need) {
        for (char c = 'A'; c <= 'z'; c++) {
            if (have[c] < need[c]) {
                return false;
            }
        }
        return true;
    }

    private static void require(boolean holds, String what) {
        if (!holds) {
            throw new IllegalArgumentException(what + " (the statement's constraints)");
        }
    }
}

import java.util.TreeMap;

/**
 * The proof of this package's expected outputs (validate runs it on every test): up to 3000
 * letters it matches every letter of s with a still unused equal letter of t, scanning t each
 * time (O(n^2)); beyond that it counts the letters in a TreeMap, neither the array of 26
 * counters nor the sort of the accepted submissions. It also checks the input against the
 * statement's constraints.
 */
class Solution {
    public boolean isAnagram(String s, String t) {
        check(s, "s");
        check(t, "t");
        if (s.length() != t.length()) {
            return false;
        }
        if (s.length() <= 3000) {
            boolean[] used = new boolean[t.length()];
            for (int i = 0; i < s.length(); i++) {
                int match = -1;
                for (int j = 0; j < t.length() && match < 0; j++) {
                    if (!used[j] && t.charAt(j) == s.charAt(i)) {
                        match = j;
                    }
                }
                if (match < 0) {
                    return false;
                }
                used[match] = true;
            }
            return true;
        }
        TreeMap<Character, Integer> inS = new TreeMap<>();
        TreeMap<Character, Integer> inT = new TreeMap<>();
        for (int i = 0; i < s.length(); i++) {
            inS.merge(s.charAt(i), 1, Integer::sum);
            inT.merge(t.charAt(i), 1, Integer::sum);
        }
        return inS.equals(inT);
    }

    private static void check(String text, String name) {
        require(text.length() >= 1 && text.length() <= 50_000, name + ".length() = " + text.length() + " is outside 1..5 * 10^4");
        for (char c : text.toCharArray()) {
            require(c >= 'a' && c <= 'z', name + " holds '" + c + "', not a lowercase English letter");
        }
    }

    private static void require(boolean holds, String what) {
        if (!holds) {
            throw new IllegalArgumentException(what + " (the statement's constraints)");
        }
    }
}

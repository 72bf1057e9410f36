import java.util.*;

/**
 * Dynamic programming, no recursion: pal[i][j] says whether s[i..j] is a palindrome (its ends
 * match and s[i+1..j-1] is one), and byPrefix.get(j) holds every partition of the first j
 * letters, made by appending each palindrome s[i..j-1] to every partition of the first i.
 */
class Solution {
    public List<List<String>> partition(String s) {
        int n = s.length();
        boolean[][] pal = new boolean[n][n];
        for (int i = n - 1; i >= 0; i--) {
            for (int j = i; j < n; j++) {
                pal[i][j] = s.charAt(i) == s.charAt(j) && (j - i < 2 || pal[i + 1][j - 1]);
            }
        }
        List<List<List<String>>> byPrefix = new ArrayList<>();
        byPrefix.add(List.of(List.of()));
        for (int j = 1; j <= n; j++) {
            List<List<String>> here = new ArrayList<>();
            for (int i = 0; i < j; i++) {
                if (pal[i][j - 1]) {
                    String piece = s.substring(i, j);
                    for (List<String> before : byPrefix.get(i)) {
                        List<String> longer = new ArrayList<>(before.size() + 1);
                        longer.addAll(before);
                        longer.add(piece);
                        here.add(longer);
                    }
                }
            }
            byPrefix.add(here);
        }
        return byPrefix.get(n);
    }
}

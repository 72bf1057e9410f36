import java.util.*;

/**
 * No recursion: walks the choices in lexicographic order. Start from [1, 2, ..., k]; to get the
 * next choice, find the rightmost position that can still grow (c[i] < n - k + 1 + i), add one
 * to it, and reset every position after it to the smallest values that follow.
 */
class Solution {
    public List<List<Integer>> combine(int n, int k) {
        List<List<Integer>> result = new ArrayList<>();
        int[] c = new int[k];
        for (int i = 0; i < k; i++) {
            c[i] = i + 1;
        }
        while (true) {
            List<Integer> choice = new ArrayList<>(k);
            for (int x : c) {
                choice.add(x);
            }
            result.add(choice);
            int i = k - 1;
            while (i >= 0 && c[i] == n - k + 1 + i) {
                i--;
            }
            if (i < 0) {
                return result;
            }
            c[i]++;
            for (int j = i + 1; j < k; j++) {
                c[j] = c[j - 1] + 1;
            }
        }
    }
}

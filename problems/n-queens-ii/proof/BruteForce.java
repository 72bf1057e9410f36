import java.util.ArrayList;
import java.util.List;

/**
 * The proof of this package's expected outputs (validate runs it on every test): it tries every
 * permutation of the columns 0..n-1, one queen per row, and counts those in which no two queens
 * share a diagonal. Nothing is pruned, unlike the accepted submissions; n <= 9 keeps it to
 * 9! = 362,880 placements.
 */
class Solution {
    public int totalNQueens(int n) {
        if (n < 1 || n > 9) {
            throw new IllegalArgumentException("n = " + n + " is outside the statement's 1 <= n <= 9");
        }
        List<int[]> placements = new ArrayList<>();
        permute(identity(n), 0, placements);
        int count = 0;
        for (int[] columns : placements) {
            count += noSharedDiagonal(columns) ? 1 : 0;
        }
        return count;
    }

    private static int[] identity(int n) {
        int[] p = new int[n];
        for (int i = 0; i < n; i++) {
            p[i] = i;
        }
        return p;
    }

    /** Every permutation of p[k..], by swapping each element into place k in turn. */
    private static void permute(int[] p, int k, List<int[]> out) {
        if (k == p.length) {
            out.add(p.clone());
            return;
        }
        for (int i = k; i < p.length; i++) {
            swap(p, k, i);
            permute(p, k + 1, out);
            swap(p, k, i);
        }
    }

    /** True when no two queens (row i at column p[i]) are as far apart in rows as in columns. */
    private static boolean noSharedDiagonal(int[] p) {
        for (int i = 0; i < p.length; i++) {
            for (int j = i + 1; j < p.length; j++) {
                if (Math.abs(p[i] - p[j]) == j - i) {
                    return false;
                }
            }
        }
        return true;
    }

    private static void swap(int[] a, int i, int j) {
        int t = a[i];
        a[i] = a[j];
        a[j] = t;
    }
}

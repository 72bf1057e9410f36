import java.util.*;

/**
 * In-place swapping: positions 0..k-1 of the array are fixed; each number of positions k..n-1
 * in turn is swapped into position k, the rest is permuted recursively, and the swap is undone.
 * No "used" bookkeeping: the unused numbers are exactly the suffix.
 */
class Solution {
    public List<List<Integer>> permute(int[] nums) {
        List<List<Integer>> result = new ArrayList<>();
        permute(nums.clone(), 0, result);
        return result;
    }

    private void permute(int[] a, int k, List<List<Integer>> result) {
        if (k == a.length) {
            List<Integer> permutation = new ArrayList<>(a.length);
            for (int x : a) {
                permutation.add(x);
            }
            result.add(permutation);
            return;
        }
        for (int i = k; i < a.length; i++) {
            swap(a, k, i);
            permute(a, k + 1, result);
            swap(a, k, i);
        }
    }

    private static void swap(int[] a, int i, int j) {
        int t = a[i];
        a[i] = a[j];
        a[j] = t;
    }
}

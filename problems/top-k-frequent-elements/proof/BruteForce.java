import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The proof of this package's expected outputs (validate runs it on every test): it counts by
 * sorting a copy of nums and measuring the runs of equal values (no hash map), orders the runs
 * by length with a plain insertion of each into a list kept sorted, and throws unless the answer
 * is unique, as the statement promises: with more than k distinct values, the k-th largest count
 * must be larger than the (k+1)-th. It also checks the input against the statement's
 * constraints.
 */
class Solution {
    public int[] topKFrequent(int[] nums, int k) {
        require(nums.length >= 1 && nums.length <= 100_000, "nums.length = " + nums.length + " is outside 1..10^5");
        for (int x : nums) {
            require(x >= -10_000 && x <= 10_000, "nums holds " + x + ", outside -10^4..10^4");
        }
        int[] sorted = nums.clone();
        Arrays.sort(sorted);
        List<int[]> runs = new ArrayList<>();   // {value, count}, by count, highest first
        for (int i = 0; i < sorted.length; ) {
            int j = i;
            while (j < sorted.length && sorted[j] == sorted[i]) {
                j++;
            }
            int[] run = {sorted[i], j - i};
            int at = runs.size();
            while (at > 0 && runs.get(at - 1)[1] < run[1]) {
                at--;
            }
            runs.add(at, run);
            i = j;
        }
        require(k >= 1 && k <= runs.size(), "k = " + k + " is outside 1.." + runs.size() + ", the number of distinct values");
        require(k == runs.size() || runs.get(k - 1)[1] > runs.get(k)[1],
                "the " + k + "th and " + (k + 1) + "th largest counts are both " + runs.get(k - 1)[1]
                        + ", so the answer is not unique, but the statement promises it is");
        int[] top = new int[k];
        for (int i = 0; i < k; i++) {
            top[i] = runs.get(i)[0];
        }
        return top;
    }

    private static void require(boolean holds, String what) {
        if (!holds) {
            throw new IllegalArgumentException(what + " (the statement's constraints)");
        }
    }
}

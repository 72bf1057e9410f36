import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Fails at run time: makes n buckets, for the counts 0 to n - 1, but a value that fills the whole
 * array has count n. With nums = [1] the count 1 needs bucket 1 of a list of one bucket.
 *
 * @expected-message java.lang.IndexOutOfBoundsException: Index 1 out of bounds for length 1
 */
class Solution {
    public int[] topKFrequent(int[] nums, int k) {
        Map<Integer, Integer> count = new HashMap<>();
        for (int x : nums) {
            count.merge(x, 1, Integer::sum);
        }
        List<List<Integer>> buckets = new ArrayList<>();
        for (int c = 0; c < nums.length; c++) {   // should be c <= nums.length
            buckets.add(new ArrayList<>());
        }
        for (Map.Entry<Integer, Integer> entry : count.entrySet()) {
            buckets.get(entry.getValue()).add(entry.getKey());
        }
        int[] top = new int[k];
        int taken = 0;
        for (int c = buckets.size() - 1; c >= 1 && taken < k; c--) {
            for (int value : buckets.get(c)) {
                if (taken < k) {
                    top[taken++] = value;
                }
            }
        }
        return top;
    }
}

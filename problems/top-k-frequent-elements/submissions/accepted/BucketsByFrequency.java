import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Counts each value in a hash map, then puts every value into a bucket indexed by its count
 * (0 to n, so n + 1 buckets), and reads the buckets from the highest count down until k values
 * are taken. O(n) time and space: no sorting at all, as the follow-up asks.
 */
class Solution {
    public int[] topKFrequent(int[] nums, int k) {
        Map<Integer, Integer> count = new HashMap<>();
        for (int x : nums) {
            count.merge(x, 1, Integer::sum);
        }
        List<List<Integer>> buckets = new ArrayList<>();
        for (int c = 0; c <= nums.length; c++) {
            buckets.add(new ArrayList<>());
        }
        for (Map.Entry<Integer, Integer> entry : count.entrySet()) {
            buckets.get(entry.getValue()).add(entry.getKey());
        }
        int[] top = new int[k];
        int taken = 0;
        for (int c = nums.length; c >= 1 && taken < k; c--) {
            for (int value : buckets.get(c)) {
                if (taken < k) {
                    top[taken++] = value;
                }
            }
        }
        return top;
    }
}

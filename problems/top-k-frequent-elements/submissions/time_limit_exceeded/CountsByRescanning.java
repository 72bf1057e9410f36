import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Too slow: finds each element's count by scanning the whole array again for it, n scans of n
 * numbers: O(n^2), 10^10 comparisons for 10^5 numbers. Then sorts the distinct values by count.
 *
 * @expected-message limit of 1000 ms
 */
class Solution {
    public int[] topKFrequent(int[] nums, int k) {
        Map<Integer, Integer> count = new HashMap<>();
        for (int x : nums) {
            int c = 0;
            for (int y : nums) {
                if (y == x) {
                    c++;
                }
            }
            count.put(x, c);
        }
        List<Integer> values = new ArrayList<>(count.keySet());
        values.sort((a, b) -> count.get(b) - count.get(a));
        int[] top = new int[k];
        for (int i = 0; i < k; i++) {
            top[i] = values.get(i);
        }
        return top;
    }
}

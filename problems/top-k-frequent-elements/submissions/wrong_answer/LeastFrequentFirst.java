import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Wrong: sorts the distinct values by count with the comparator the wrong way round, count(a)
 * minus count(b), which puts the least frequent first, and takes the first k.
 *
 * @expected-message expected 2 elements in any order, got 2: 1 missing, 1 unexpected (positions in your list, counted from 1) missing (1): 1 unexpected (1): 3 at 1
 */
class Solution {
    public int[] topKFrequent(int[] nums, int k) {
        Map<Integer, Integer> count = new HashMap<>();
        for (int x : nums) {
            count.merge(x, 1, Integer::sum);
        }
        List<Integer> values = new ArrayList<>(count.keySet());
        values.sort((a, b) -> count.get(a) - count.get(b));   // ascending: should be count.get(b) - count.get(a)
        int[] top = new int[k];
        for (int i = 0; i < k; i++) {
            top[i] = values.get(i);
        }
        return top;
    }
}

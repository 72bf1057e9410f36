import java.util.HashMap;
import java.util.Map;
import java.util.PriorityQueue;

/**
 * Counts each value in a hash map, then keeps the k most frequent values seen so far in a
 * min-heap ordered by count: when it grows past k, the least frequent of them leaves. What
 * remains is the answer. O(n + d log k) time for d distinct values, O(d) space.
 */
class Solution {
    public int[] topKFrequent(int[] nums, int k) {
        Map<Integer, Integer> count = new HashMap<>();
        for (int x : nums) {
            count.merge(x, 1, Integer::sum);
        }
        PriorityQueue<Integer> heap = new PriorityQueue<>((a, b) -> Integer.compare(count.get(a), count.get(b)));
        for (int value : count.keySet()) {
            heap.offer(value);
            if (heap.size() > k) {
                heap.poll();
            }
        }
        int[] top = new int[k];
        for (int i = 0; i < k; i++) {
            top[i] = heap.poll();
        }
        return top;
    }
}

import java.util.HashMap;
import java.util.Map;
import java.util.PriorityQueue;

/**
 * Wrong: keeps at most k values in a heap, but a max-heap by count, so when it grows past k,
 * poll() removes the most frequent value, the one that belongs in the answer. A heap that keeps
 * the k largest must be a min-heap, so that the smallest of them is the one to leave.
 *
 * @expected-message expected 2 elements in any order, got 2: 1 missing, 1 unexpected (positions in your list, counted from 1) missing (1): 1 unexpected (1): 3 at 2
 */
class Solution {
    public int[] topKFrequent(int[] nums, int k) {
        Map<Integer, Integer> count = new HashMap<>();
        for (int x : nums) {
            count.merge(x, 1, Integer::sum);
        }
        PriorityQueue<Integer> heap = new PriorityQueue<>((a, b) -> count.get(b) - count.get(a));   // max-heap
        for (int value : count.keySet()) {
            heap.offer(value);
            if (heap.size() > k) {
                heap.poll();   // removes the most frequent
            }
        }
        int[] top = new int[k];
        for (int i = 0; i < k; i++) {
            top[i] = heap.poll();
        }
        return top;
    }
}

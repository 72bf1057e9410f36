import java.util.Collections;
import java.util.PriorityQueue;

/**
 * Two heaps: `low`, a max-heap of the smaller half of the numbers, and `high`, a min-heap of the
 * larger half. Every number goes into `low`, then `low`'s largest moves to `high`, so every number
 * in `low` stays at most every number in `high`; if that leaves `high` bigger, its smallest moves
 * back. So `low` holds the extra number when the count is odd, and the median is `low`'s top, or
 * the mean of both tops. addNum O(log n), findMedian O(1).
 */
class MedianFinder {
    private final PriorityQueue<Integer> low = new PriorityQueue<>(Collections.reverseOrder());
    private final PriorityQueue<Integer> high = new PriorityQueue<>();

    public MedianFinder() {
    }

    public void addNum(int num) {
        low.offer(num);
        high.offer(low.poll());
        if (high.size() > low.size()) {
            low.offer(high.poll());
        }
    }

    public double findMedian() {
        if (low.size() > high.size()) {
            return low.peek();
        }
        return (low.peek() + high.peek()) / 2.0;
    }
}

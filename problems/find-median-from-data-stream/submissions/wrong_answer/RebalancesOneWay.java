import java.util.Collections;
import java.util.PriorityQueue;

/**
 * Wrong: a number goes to the max-heap `low` when it is at most low's top, else to the min-heap
 * `high`, and the heaps are rebalanced only when `low` grows two bigger than `high`, never the
 * other way. Rising numbers all land in `high`, which grows without bound, and findMedian, which
 * trusts that the sizes differ by at most one with `low` the bigger, reads the wrong numbers:
 * after 1, 2, 3 it averages 1 and 2.
 *
 * @expected-message call 6: findMedian() returned 1.5, expected 2
 */
class MedianFinder {
    private final PriorityQueue<Integer> low = new PriorityQueue<>(Collections.reverseOrder());
    private final PriorityQueue<Integer> high = new PriorityQueue<>();

    public MedianFinder() {
    }

    public void addNum(int num) {
        if (low.isEmpty() || num <= low.peek()) {
            low.offer(num);
        } else {
            high.offer(num);
        }
        if (low.size() > high.size() + 1) {
            high.offer(low.poll());
        }
        // missing: else if (high.size() > low.size()) low.offer(high.poll());
    }

    public double findMedian() {
        if (low.size() > high.size()) {
            return low.peek();
        }
        return (low.peek() + high.peek()) / 2.0;
    }
}

import java.util.Collections;
import java.util.PriorityQueue;

/**
 * Wrong: the two-heap design, but the mean of the two middle numbers is computed as
 * `(low.peek() + high.peek()) / 2`: both tops unbox to int, so the division is an integer
 * division that drops the half (1 and 2 give 1, not 1.5), and only then becomes a double.
 *
 * @expected-message call 4: findMedian() returned 1, expected 1.5
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
        return (low.peek() + high.peek()) / 2;   // should be: / 2.0
    }
}

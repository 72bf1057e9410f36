import java.util.Collections;
import java.util.PriorityQueue;

/**
 * Wrong: keeps the two heaps the same size by putting each number straight into the smaller one,
 * without passing it through the other heap. The sizes stay balanced, but the order does not:
 * after 1, 2, 3 the max-heap holds 1 and 3 and the min-heap 2, so the "lower half" has a top of 3
 * and the median comes out as 3 instead of 2.
 *
 * @expected-message call 6: findMedian() returned 3, expected 2
 */
class MedianFinder {
    private final PriorityQueue<Integer> low = new PriorityQueue<>((a, b) -> b - a);
    private final PriorityQueue<Integer> high = new PriorityQueue<>();

    public MedianFinder() {
    }

    public void addNum(int num) {
        if (low.size() <= high.size()) {
            low.offer(num);
        } else {
            high.offer(num);
        }
    }

    public double findMedian() {
        if (low.size() > high.size()) {
            return low.peek();
        }
        return (low.peek() + high.peek()) / 2.0;
    }
}

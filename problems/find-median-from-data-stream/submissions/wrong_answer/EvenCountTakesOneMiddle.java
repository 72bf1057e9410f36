import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Wrong: a sorted list, but findMedian always returns the element at index n / 2. For an odd count
 * that is the middle; for an even count it is only the upper of the two middle numbers, not their
 * mean (1 and 2 give 2, not 1.5).
 *
 * @expected-message call 4: findMedian() returned 2, expected 1.5
 */
class MedianFinder {
    private final List<Integer> sorted = new ArrayList<>();

    public MedianFinder() {
    }

    public void addNum(int num) {
        int at = Collections.binarySearch(sorted, num);
        sorted.add(at < 0 ? -at - 1 : at, num);
    }

    public double findMedian() {
        return sorted.get(sorted.size() / 2);   // the mean of the two middles when the size is even
    }
}

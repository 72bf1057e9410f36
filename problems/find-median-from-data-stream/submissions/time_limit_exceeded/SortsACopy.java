import java.util.ArrayList;
import java.util.List;

/**
 * Correct but too slow: addNum appends, and findMedian copies the numbers into an array and sorts
 * the copy, O(n log n) per findMedian (the list itself stays in arrival order, so every sort
 * starts from scratch). 25,000 findMedian calls on 25,000 numbers are billions of steps.
 */
class MedianFinder {
    private final List<Integer> numbers = new ArrayList<>();

    public MedianFinder() {
    }

    public void addNum(int num) {
        numbers.add(num);
    }

    public double findMedian() {
        int[] copy = numbers.stream().mapToInt(Integer::intValue).sorted().toArray();
        int n = copy.length;
        if (n % 2 == 1) {
            return copy[n / 2];
        }
        return (copy[n / 2 - 1] + copy[n / 2]) / 2.0;
    }
}

/**
 * Crashes: counts each number in an array indexed by the number itself, as the follow-up "all
 * numbers in [0, 100]" suggests, sized for 0..10^5. A negative number is an index below 0:
 * ArrayIndexOutOfBoundsException on the first addNum of a negative number (-5 in the second example). (With an offset it
 * would be correct, but findMedian would walk 2 * 10^5 + 1 counts on every call.)
 *
 * @expected-message java.lang.ArrayIndexOutOfBoundsException: Index -5 out of bounds for length 100001
 */
class MedianFinder {
    private final int[] count = new int[100_001];
    private int size;

    public MedianFinder() {
    }

    public void addNum(int num) {
        count[num]++;
        size++;
    }

    public double findMedian() {
        int lowerRank = (size - 1) / 2;   // 0-based ranks of the two middle numbers
        int upperRank = size / 2;
        int seen = 0;
        int lower = 0;
        for (int value = 0; value < count.length; value++) {
            if (lowerRank >= seen && lowerRank < seen + count[value]) {
                lower = value;
            }
            if (upperRank >= seen && upperRank < seen + count[value]) {
                return (lower + value) / 2.0;
            }
            seen += count[value];
        }
        throw new IllegalStateException("no numbers");
    }
}

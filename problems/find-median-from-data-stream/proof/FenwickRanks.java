/**
 * The proof of this package's expected outputs (validate runs it on every test): no heaps and no
 * sorted list. Every value from -10^5 to 10^5 has a counter in a Fenwick tree (a binary indexed
 * tree of counts); findMedian asks it for the numbers of rank (n + 1) / 2 and n / 2 + 1 (1-based) by
 * descending the tree, and returns their mean, computed exactly in long arithmetic. It also checks
 * every call against the statement's constraints and its promise that findMedian is only called
 * once a number has been added.
 */
class MedianFinder {
    private static final int OFFSET = 100_000;
    private static final int SIZE = 2 * OFFSET + 1;   // values -10^5..10^5 at positions 1..SIZE

    private final int[] tree = new int[SIZE + 1];
    private int count;
    private int calls = 1;   // the constructor is a call

    public MedianFinder() {
    }

    public void addNum(int num) {
        countCall();
        if (num < -OFFSET || num > OFFSET) {
            throw new IllegalArgumentException("num = " + num + ", outside -10^5..10^5 (the statement's constraints)");
        }
        for (int i = num + OFFSET + 1; i <= SIZE; i += i & -i) {
            tree[i]++;
        }
        count++;
    }

    public double findMedian() {
        countCall();
        if (count == 0) {
            throw new IllegalArgumentException("findMedian on no numbers (the statement promises at least one)");
        }
        long lower = valueOfRank((count + 1) / 2);
        long upper = valueOfRank(count / 2 + 1);
        return (lower + upper) / 2.0;
    }

    /** The value of 1-based rank `rank` among the numbers added, by descending the Fenwick tree. */
    private int valueOfRank(int rank) {
        int position = 0;
        for (int step = Integer.highestOneBit(SIZE); step > 0; step >>= 1) {
            int next = position + step;
            if (next <= SIZE && tree[next] < rank) {
                position = next;
                rank -= tree[next];
            }
        }
        return position + 1 - OFFSET - 1;   // position + 1 is the value's 1-based slot
    }

    private void countCall() {
        if (++calls > 50_001) {
            throw new IllegalArgumentException("more than 5 * 10^4 calls (the statement's constraints)");
        }
    }
}

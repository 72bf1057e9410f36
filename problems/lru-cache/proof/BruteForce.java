/**
 * The proof of this package's expected outputs (validate runs it on every test): keys are small
 * (0..10^4), so each key has a slot holding its value, whether it is cached, and the time of its
 * last use on a counter of calls. Evicting scans every key for the cached one used longest ago;
 * the accepted submissions keep the keys in order of use instead. It also checks every call
 * against the statement's constraints.
 */
class LRUCache {
    private static final int KEYS = 10_001;

    private final int capacity;
    private final int[] value = new int[KEYS];
    private final boolean[] cached = new boolean[KEYS];
    private final long[] lastUsed = new long[KEYS];
    private int size;
    private long clock;
    private int calls;

    public LRUCache(int capacity) {
        require(capacity >= 1 && capacity <= 3000, "capacity = " + capacity + ", outside 1..3000");
        this.capacity = capacity;
    }

    public int get(int key) {
        countCall();
        checkKey(key);
        if (!cached[key]) {
            return -1;
        }
        lastUsed[key] = ++clock;
        return value[key];
    }

    public void put(int key, int value) {
        countCall();
        checkKey(key);
        require(value >= 0 && value <= 100_000, "value = " + value + ", outside 0..10^5");
        if (!cached[key]) {
            if (size == capacity) {
                int oldest = -1;
                for (int k = 0; k < KEYS; k++) {
                    if (cached[k] && (oldest < 0 || lastUsed[k] < lastUsed[oldest])) {
                        oldest = k;
                    }
                }
                cached[oldest] = false;
                size--;
            }
            cached[key] = true;
            size++;
        }
        this.value[key] = value;
        lastUsed[key] = ++clock;
    }

    private void countCall() {
        require(++calls <= 200_000, "more than 2 * 10^5 calls");
    }

    private static void checkKey(int key) {
        require(key >= 0 && key <= 10_000, "key = " + key + ", outside 0..10^4");
    }

    private static void require(boolean holds, String what) {
        if (!holds) {
            throw new IllegalArgumentException(what + " (the statement's constraints)");
        }
    }
}

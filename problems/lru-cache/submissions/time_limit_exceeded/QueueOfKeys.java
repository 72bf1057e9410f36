import java.util.HashMap;
import java.util.LinkedList;
import java.util.Map;
import java.util.Queue;

/**
 * Correct but too slow: values in a HashMap, and the order of use in a queue of keys. Using a key
 * means finding it in the queue and removing it (queue.remove(key) walks the queue from the least
 * recently used end) before adding it at the back, so each use of a recent key costs about
 * `capacity` steps: with capacity 3000 and 2 * 10^5 calls, hundreds of millions.
 */
class LRUCache {
    private final int capacity;
    private final Map<Integer, Integer> values = new HashMap<>();
    private final Queue<Integer> order = new LinkedList<>();

    public LRUCache(int capacity) {
        this.capacity = capacity;
    }

    public int get(int key) {
        Integer value = values.get(key);
        if (value == null) {
            return -1;
        }
        order.remove(key);
        order.add(key);
        return value;
    }

    public void put(int key, int value) {
        if (values.containsKey(key)) {
            order.remove(key);
        } else if (values.size() == capacity) {
            values.remove(order.poll());
        }
        values.put(key, value);
        order.add(key);
    }
}

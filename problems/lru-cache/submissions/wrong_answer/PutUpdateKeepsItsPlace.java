import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Wrong: a LinkedHashMap in insertion order (the default). get refreshes a key by taking it out
 * and putting it back, but put on a key already there just replaces the value, and an insertion-
 * ordered map keeps the key where it was first inserted. So an updated key is evicted as the
 * oldest inserted, though it was just used.
 *
 * @expected-message call 9: get(9) returned 90, expected -1
 */
class LRUCache {
    private final int capacity;
    private final LinkedHashMap<Integer, Integer> map = new LinkedHashMap<>();

    public LRUCache(int capacity) {
        this.capacity = capacity;
    }

    public int get(int key) {
        Integer value = map.remove(key);
        if (value == null) {
            return -1;
        }
        map.put(key, value);   // back in, at the end: most recently used
        return value;
    }

    public void put(int key, int value) {
        if (map.containsKey(key)) {
            map.put(key, value);   // replaces the value, keeps the old position
            return;
        }
        if (map.size() == capacity) {
            Integer eldest = map.keySet().iterator().next();
            map.remove(eldest);
        }
        map.put(key, value);
    }
}

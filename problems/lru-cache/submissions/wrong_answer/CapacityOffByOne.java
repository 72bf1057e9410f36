import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Wrong: an access-ordered LinkedHashMap whose removeEldestEntry says `size() >= capacity`. It
 * is asked after the new entry is in, so the cache keeps only capacity - 1 keys: a cache of
 * capacity 1 forgets every key at once.
 *
 * @expected-message call 4: get(5) returned -1, expected 50
 */
class LRUCache {
    private final Map<Integer, Integer> map;

    public LRUCache(int capacity) {
        map = new LinkedHashMap<>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<Integer, Integer> eldest) {
                return size() >= capacity;   // should be: size() > capacity
            }
        };
    }

    public int get(int key) {
        return map.getOrDefault(key, -1);
    }

    public void put(int key, int value) {
        map.put(key, value);
    }
}

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The JDK already has the structure: a LinkedHashMap in access order moves an entry to the end of
 * its list on every get and put, and asks removeEldestEntry after each put whether to drop the
 * entry at the front, the least recently used.
 */
class LRUCache {
    private final Map<Integer, Integer> map;

    public LRUCache(int capacity) {
        map = new LinkedHashMap<>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<Integer, Integer> eldest) {
                return size() > capacity;
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

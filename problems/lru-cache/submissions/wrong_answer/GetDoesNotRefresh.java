import java.util.HashMap;
import java.util.Map;

/**
 * Wrong: the linked-list cache, but get only looks the value up and leaves the node where it is.
 * A key that is read often but written once drifts to the back and is evicted as if unused.
 *
 * @expected-message call 6: get(7) returned 70, expected -1
 */
class LRUCache {
    private static final class Node {
        final int key;
        int value;
        Node previous;
        Node next;

        Node(int key, int value) {
            this.key = key;
            this.value = value;
        }
    }

    private final int capacity;
    private final Map<Integer, Node> nodes = new HashMap<>();
    private final Node head = new Node(-1, -1);
    private final Node tail = new Node(-1, -1);

    public LRUCache(int capacity) {
        this.capacity = capacity;
        head.next = tail;
        tail.previous = head;
    }

    public int get(int key) {
        Node node = nodes.get(key);
        return node == null ? -1 : node.value;   // missing: move the node to the front
    }

    public void put(int key, int value) {
        Node node = nodes.get(key);
        if (node != null) {
            node.value = value;
            unlink(node);
            linkFirst(node);
            return;
        }
        if (nodes.size() == capacity) {
            Node eldest = tail.previous;
            unlink(eldest);
            nodes.remove(eldest.key);
        }
        node = new Node(key, value);
        nodes.put(key, node);
        linkFirst(node);
    }

    private void unlink(Node node) {
        node.previous.next = node.next;
        node.next.previous = node.previous;
    }

    private void linkFirst(Node node) {
        node.next = head.next;
        node.previous = head;
        head.next.previous = node;
        head.next = node;
    }
}

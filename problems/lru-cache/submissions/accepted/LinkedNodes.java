import java.util.HashMap;
import java.util.Map;

/**
 * The classic build: a hash map from key to node, and a doubly linked list of the nodes in order
 * of use, between two sentinels (most recent after `head`, least recent before `tail`). Every
 * use unlinks a node and links it again after `head`; eviction unlinks the node before `tail`.
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
        if (node == null) {
            return -1;
        }
        unlink(node);
        linkFirst(node);
        return node.value;
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

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The proof of this package's expected outputs (validate runs it on every test): it copies the
 * values of both lists into one array, sorts it, and builds a brand-new list from it, leaving
 * the given nodes alone; the accepted submissions splice the given nodes. It also checks each
 * input against the statement's constraints (0..50 nodes, values -100..100, sorted ascending).
 */
class Solution {
    public ListNode mergeTwoLists(ListNode list1, ListNode list2) {
        List<Integer> values = new ArrayList<>();
        read(list1, "list1", values);
        read(list2, "list2", values);
        Collections.sort(values);
        ListNode dummy = new ListNode();
        ListNode tail = dummy;
        for (int value : values) {
            tail.next = new ListNode(value);
            tail = tail.next;
        }
        return dummy.next;
    }

    private static void read(ListNode head, String name, List<Integer> values) {
        int count = 0;
        Integer previous = null;
        for (ListNode node = head; node != null; node = node.next) {
            count++;
            require(count <= 50, name + " has more than 50 nodes");
            require(node.val >= -100 && node.val <= 100, name + " holds " + node.val + ", outside -100..100");
            require(previous == null || previous <= node.val, name + " is not sorted: " + previous + " before " + node.val);
            previous = node.val;
            values.add(node.val);
        }
    }

    private static void require(boolean holds, String what) {
        if (!holds) {
            throw new IllegalArgumentException(what + " (the statement's constraints)");
        }
    }
}

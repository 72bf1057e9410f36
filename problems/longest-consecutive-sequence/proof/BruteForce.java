import java.util.HashMap;
import java.util.Map;

/**
 * The proof of this package's expected outputs (validate runs it on every test): a union-find
 * over the distinct values, joining each value with x + 1 when that is present too; the answer
 * is the size of the largest set. No sorting and no counting up from run starts, unlike the
 * accepted submissions. Values are handled as long, so x + 1 never overflows. It also checks the
 * input against the statement's constraints.
 */
class Solution {
    private int[] parent;
    private int[] size;

    public int longestConsecutive(int[] nums) {
        require(nums.length <= 100_000, "nums.length = " + nums.length + " is more than 100000");
        Map<Long, Integer> index = new HashMap<>();
        for (int x : nums) {
            require(x >= -1_000_000_000 && x <= 1_000_000_000, "nums holds " + x + ", outside -10^9..10^9");
            index.putIfAbsent((long) x, index.size());
        }
        parent = new int[index.size()];
        size = new int[index.size()];
        for (int i = 0; i < parent.length; i++) {
            parent[i] = i;
            size[i] = 1;
        }
        for (Map.Entry<Long, Integer> entry : index.entrySet()) {
            Integer next = index.get(entry.getKey() + 1);
            if (next != null) {
                union(entry.getValue(), next);
            }
        }
        int largest = 0;
        for (int i = 0; i < parent.length; i++) {
            if (find(i) == i) {
                largest = Math.max(largest, size[i]);
            }
        }
        return largest;
    }

    private int find(int i) {
        int root = i;
        while (parent[root] != root) {
            root = parent[root];
        }
        while (parent[i] != root) {
            int up = parent[i];
            parent[i] = root;
            i = up;
        }
        return root;
    }

    private void union(int a, int b) {
        int ra = find(a);
        int rb = find(b);
        if (ra == rb) {
            return;
        }
        if (size[ra] < size[rb]) {
            int t = ra;
            ra = rb;
            rb = t;
        }
        parent[rb] = ra;
        size[ra] += size[rb];
    }

    private static void require(boolean holds, String what) {
        if (!holds) {
            throw new IllegalArgumentException(what + " (the statement's constraints)");
        }
    }
}

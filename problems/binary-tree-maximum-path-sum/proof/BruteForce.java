import java.util.ArrayList;
import java.util.List;

/**
 * The proof of this package's expected outputs (validate runs it on every test). It forgets that
 * the tree is rooted: the nodes become an undirected graph, and every path has two ends. Up to
 * 3000 nodes it is a brute force: from every node as one end, a walk over the whole graph adds up
 * the sum to every other node, and the largest sum seen is the answer (O(n^2)). Larger trees use
 * rerooting instead (O(n)): for every node, the best path that starts there and goes in any
 * direction, child side or parent side; the best path is the best over its possible ends. Neither
 * computes the accepted submissions' bend at each node. It also checks the statement's
 * constraints (1..3 * 10^4 nodes, values in -1000..1000).
 */
class Solution {
    public int maxPathSum(TreeNode root) {
        List<TreeNode> nodes = new ArrayList<>();
        List<Integer> parent = new ArrayList<>();
        if (root != null) {
            nodes.add(root);
            parent.add(-1);
        }
        for (int i = 0; i < nodes.size(); i++) {
            TreeNode node = nodes.get(i);
            if (node.val < -1000 || node.val > 1000) {
                throw new IllegalArgumentException("value " + node.val + " is outside -1000..1000");
            }
            for (TreeNode child : new TreeNode[] {node.left, node.right}) {
                if (child != null) {
                    nodes.add(child);
                    parent.add(i);
                }
            }
        }
        int n = nodes.size();
        if (n < 1 || n > 30_000) {
            throw new IllegalArgumentException("the tree has " + n + " nodes, outside 1..3 * 10^4");
        }
        int[] val = new int[n];
        int[] par = new int[n];
        List<List<Integer>> adjacent = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            val[i] = nodes.get(i).val;
            par[i] = parent.get(i);
            adjacent.add(new ArrayList<>());
        }
        for (int i = 1; i < n; i++) {
            adjacent.get(i).add(par[i]);
            adjacent.get(par[i]).add(i);
        }
        return n <= 3000 ? allPairs(n, val, adjacent) : rerooting(n, val, par);
    }

    private static int allPairs(int n, int[] val, List<List<Integer>> adjacent) {
        int best = Integer.MIN_VALUE;
        int[] sum = new int[n];
        int[] from = new int[n];
        int[] stack = new int[n];
        for (int start = 0; start < n; start++) {
            int top = 0;
            stack[top++] = start;
            sum[start] = val[start];
            from[start] = -1;
            while (top > 0) {
                int u = stack[--top];
                best = Math.max(best, sum[u]);
                for (int v : adjacent.get(u)) {
                    if (v != from[u]) {
                        from[v] = u;
                        sum[v] = sum[u] + val[v];
                        stack[top++] = v;
                    }
                }
            }
        }
        return best;
    }

    /** Nodes are numbered in breadth-first order, so every parent comes before its children. */
    private static int rerooting(int n, int[] val, int[] par) {
        long[] down = new long[n];      // best path starting at i, going into i's subtree
        long[] first = new long[n];     // the best and second best child's down (or 0)
        long[] second = new long[n];
        for (int i = n - 1; i >= 0; i--) {
            down[i] = val[i] + first[i];
            if (i > 0) {
                long d = Math.max(0, down[i]);
                int p = par[i];
                if (d > first[p]) {
                    second[p] = first[p];
                    first[p] = d;
                } else if (d > second[p]) {
                    second[p] = d;
                }
            }
        }
        long[] up = new long[n];        // best path starting at par[i], not entering i's subtree
        long best = Long.MIN_VALUE;
        for (int i = 0; i < n; i++) {
            if (i > 0) {
                int p = par[i];
                long d = Math.max(0, down[i]);
                long otherChild = d == first[p] ? second[p] : first[p];
                long aboveP = p > 0 ? Math.max(0, up[p]) : 0;
                up[i] = val[p] + Math.max(otherChild, aboveP);
            }
            long startHere = val[i] + Math.max(first[i], i > 0 ? Math.max(0, up[i]) : 0);
            best = Math.max(best, startHere);
        }
        return (int) best;
    }
}

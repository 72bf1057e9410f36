import java.util.*;

/**
 * Correct but far too slow: builds every ordered arrangement of k different numbers (any unused
 * number may come next), then keeps each choice once by sorting it into a set. That is
 * n! / (n - k)! arrangements for C(n, k) choices, k! times too many: for n = k = 20 it is
 * 20! = 2.4 x 10^18 arrangements of a single choice.
 */
class Solution {
    public List<List<Integer>> combine(int n, int k) {
        Set<List<Integer>> seen = new LinkedHashSet<>();
        arrange(n, k, new boolean[n + 1], new ArrayList<>(), seen);
        return new ArrayList<>(seen);
    }

    private void arrange(int n, int k, boolean[] used, List<Integer> order, Set<List<Integer>> seen) {
        if (order.size() == k) {
            List<Integer> choice = new ArrayList<>(order);
            Collections.sort(choice);
            seen.add(choice);
            return;
        }
        for (int x = 1; x <= n; x++) {
            if (!used[x]) {
                used[x] = true;
                order.add(x);
                arrange(n, k, used, order, seen);
                order.remove(order.size() - 1);
                used[x] = false;
            }
        }
    }
}

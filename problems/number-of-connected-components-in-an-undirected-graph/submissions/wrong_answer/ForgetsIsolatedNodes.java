import java.util.*;

/**
 * Wrong: builds the graph from the edges alone, as a map from node to neighbours, and counts the
 * components among the map's keys. A node that no edge mentions never becomes a key, so it is
 * never counted, although it is a component on its own: n = 3 with the one edge [0,1] gives 1,
 * not 2.
 *
 * @expected-message expected 2, got 1
 */
class Solution {
    public int countComponents(int n, int[][] edges) {
        Map<Integer, List<Integer>> adjacent = new HashMap<>();
        for (int[] edge : edges) {
            adjacent.computeIfAbsent(edge[0], k -> new ArrayList<>()).add(edge[1]);
            adjacent.computeIfAbsent(edge[1], k -> new ArrayList<>()).add(edge[0]);
        }
        Set<Integer> visited = new HashSet<>();
        int components = 0;
        for (int start : adjacent.keySet()) {          // only nodes that some edge touches
            if (visited.add(start)) {
                components++;
                Deque<Integer> stack = new ArrayDeque<>();
                stack.push(start);
                while (!stack.isEmpty()) {
                    for (int next : adjacent.get(stack.pop())) {
                        if (visited.add(next)) {
                            stack.push(next);
                        }
                    }
                }
            }
        }
        return components;
    }
}

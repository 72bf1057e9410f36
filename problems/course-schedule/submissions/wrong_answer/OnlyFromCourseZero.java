import java.util.*;

/**
 * Wrong: the cycle check itself is right (three states: new, on the path, done), but it starts
 * only from course 0, as if every course were connected to it. A cycle among courses that
 * course 0 does not lead to, in another component of the graph, is never looked at, and the
 * answer is true when it should be false.
 *
 * @expected-message expected false, got true
 */
class Solution {
    public boolean canFinish(int numCourses, int[][] prerequisites) {
        List<List<Integer>> graph = new ArrayList<>();
        for (int i = 0; i < numCourses; i++) {
            graph.add(new ArrayList<>());
        }
        for (int[] pair : prerequisites) {
            graph.get(pair[1]).add(pair[0]);
        }
        int[] state = new int[numCourses];
        return !hasCycle(graph, state, 0); // the other starts are missing
    }

    private boolean hasCycle(List<List<Integer>> graph, int[] state, int course) {
        if (state[course] == 1) {
            return true;
        }
        if (state[course] == 2) {
            return false;
        }
        state[course] = 1;
        for (int next : graph.get(course)) {
            if (hasCycle(graph, state, next)) {
                return true;
            }
        }
        state[course] = 2;
        return false;
    }
}

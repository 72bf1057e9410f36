import java.util.*;

/**
 * Wrong: a depth-first search with a single "visited" mark, which it never clears, and which it
 * takes to mean "cycle". But a course reached a second time need not be on the current path: it
 * may have been finished already, along another path from the same start (two courses that share
 * a prerequisite) or from an earlier start. A cycle needs the course to be on the current path;
 * this answers false for graphs that merely have two routes to the same course.
 *
 * @expected-message expected true, got false
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
        boolean[] visited = new boolean[numCourses];
        for (int course = 0; course < numCourses; course++) {
            if (!visited[course] && !dfs(graph, visited, course)) {
                return false;
            }
        }
        return true;
    }

    private boolean dfs(List<List<Integer>> graph, boolean[] visited, int course) {
        if (visited[course]) {
            return false; // seen before: taken as a cycle, though it may just be finished
        }
        visited[course] = true;
        for (int next : graph.get(course)) {
            if (!dfs(graph, visited, next)) {
                return false;
            }
        }
        return true;
    }
}

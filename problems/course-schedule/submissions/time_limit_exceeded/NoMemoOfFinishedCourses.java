import java.util.*;

/**
 * Correct but too slow: a depth-first search that marks the courses on the current path (and
 * clears the mark on the way back, so a course reached again by another route is not a false
 * cycle), but remembers nothing about courses already finished. Every course is searched again
 * each time a path reaches it, so the work is the number of paths, not of edges: on layers of
 * two courses, each needing both courses of the layer before, there are 2^999 paths through
 * 2000 courses. Remembering the finished courses makes it O(numCourses + P).
 *
 * @expected-message used more than its limit of 1000 ms of CPU time
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
        boolean[] onPath = new boolean[numCourses];
        for (int course = 0; course < numCourses; course++) {
            if (hasCycle(graph, onPath, course)) {
                return false;
            }
        }
        return true;
    }

    private boolean hasCycle(List<List<Integer>> graph, boolean[] onPath, int course) {
        if (onPath[course]) {
            return true;
        }
        onPath[course] = true;
        for (int next : graph.get(course)) {
            if (hasCycle(graph, onPath, next)) {
                return true;
            }
        }
        onPath[course] = false;
        return false;
    }
}

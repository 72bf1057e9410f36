/**
 * Depth-first search with three states per course: not yet seen, on the current path, and
 * finished (everything reachable from it has been explored and is cycle-free). Reaching a
 * course that is on the current path closes a cycle; reaching a finished one costs nothing,
 * because its answer is already known. Every course is a start, so components that course 0
 * does not reach are searched too. Each course is expanded once and each edge followed once:
 * time O(numCourses + P), space O(numCourses + P) with a recursion at most numCourses deep.
 * The graph is kept as arrays (a compressed adjacency list), following edges b -> a.
 */
class Solution {
    private static final byte NEW = 0;
    private static final byte ON_PATH = 1;
    private static final byte DONE = 2;

    private int[] start;
    private int[] target;
    private byte[] state;

    public boolean canFinish(int numCourses, int[][] prerequisites) {
        start = new int[numCourses + 1];
        for (int[] pair : prerequisites) {
            start[pair[1] + 1]++;
        }
        for (int i = 0; i < numCourses; i++) {
            start[i + 1] += start[i];
        }
        target = new int[prerequisites.length];
        int[] fill = start.clone();
        for (int[] pair : prerequisites) {
            target[fill[pair[1]]++] = pair[0];
        }
        state = new byte[numCourses];
        for (int course = 0; course < numCourses; course++) {
            if (state[course] == NEW && hasCycleFrom(course)) {
                return false;
            }
        }
        return true;
    }

    /** Whether a cycle is reachable from course, which is NEW. */
    private boolean hasCycleFrom(int course) {
        state[course] = ON_PATH;
        for (int e = start[course]; e < start[course + 1]; e++) {
            int next = target[e];
            if (state[next] == ON_PATH) {
                return true;
            }
            if (state[next] == NEW && hasCycleFrom(next)) {
                return true;
            }
        }
        state[course] = DONE;
        return false;
    }
}

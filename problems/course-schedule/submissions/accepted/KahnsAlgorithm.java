import java.util.*;

/**
 * Kahn's topological sort. Count each course's unmet prerequisites (its in-degree in the graph
 * with an edge b -> a for every pair [a, b]); start from the courses that have none, and each
 * time a course is taken, lower the count of every course that was waiting for it, queueing
 * those that reach zero. Every course is taken exactly when no cycle leads into it, so all
 * numCourses are taken exactly when the graph has no cycle. Time O(numCourses + P), space
 * O(numCourses + P), for P = prerequisites.length; no recursion.
 */
class Solution {
    public boolean canFinish(int numCourses, int[][] prerequisites) {
        List<List<Integer>> unlocks = new ArrayList<>(numCourses);
        for (int i = 0; i < numCourses; i++) {
            unlocks.add(new ArrayList<>());
        }
        int[] waitingFor = new int[numCourses];
        for (int[] pair : prerequisites) {
            unlocks.get(pair[1]).add(pair[0]);
            waitingFor[pair[0]]++;
        }
        Deque<Integer> ready = new ArrayDeque<>();
        for (int course = 0; course < numCourses; course++) {
            if (waitingFor[course] == 0) {
                ready.add(course);
            }
        }
        int taken = 0;
        while (!ready.isEmpty()) {
            int course = ready.poll();
            taken++;
            for (int next : unlocks.get(course)) {
                if (--waitingFor[next] == 0) {
                    ready.add(next);
                }
            }
        }
        return taken == numCourses;
    }
}

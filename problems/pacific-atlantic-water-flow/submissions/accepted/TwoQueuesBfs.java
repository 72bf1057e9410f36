import java.util.*;

/**
 * The same reversal, breadth first and without recursion: each ocean's queue starts with the cells
 * on its two edges, and a cell taken from the queue adds its unmarked neighbours that stand at
 * least as high. A cell is reached by both when both marks are set, kept here as two bits of one
 * byte per cell. O(m * n) time and space.
 */
class Solution {
    private static final int PACIFIC = 1;
    private static final int ATLANTIC = 2;

    public List<List<Integer>> pacificAtlantic(int[][] heights) {
        int m = heights.length;
        int n = heights[0].length;
        byte[] marks = new byte[m * n];
        spread(heights, marks, PACIFIC);
        spread(heights, marks, ATLANTIC);
        List<List<Integer>> both = new ArrayList<>();
        for (int cell = 0; cell < m * n; cell++) {
            if (marks[cell] == (PACIFIC | ATLANTIC)) {
                both.add(Arrays.asList(cell / n, cell % n));
            }
        }
        return both;
    }

    private void spread(int[][] heights, byte[] marks, int ocean) {
        int m = heights.length;
        int n = heights[0].length;
        int[] queue = new int[m * n];
        int head = 0;
        int tail = 0;
        for (int r = 0; r < m; r++) {
            for (int c = 0; c < n; c++) {
                boolean onEdge = ocean == PACIFIC ? r == 0 || c == 0 : r == m - 1 || c == n - 1;
                if (onEdge) {
                    marks[r * n + c] |= ocean;
                    queue[tail++] = r * n + c;
                }
            }
        }
        while (head < tail) {
            int cell = queue[head++];
            int r = cell / n;
            int c = cell % n;
            int[] next = {r > 0 ? cell - n : -1, r < m - 1 ? cell + n : -1, c > 0 ? cell - 1 : -1, c < n - 1 ? cell + 1 : -1};
            for (int other : next) {
                if (other >= 0 && (marks[other] & ocean) == 0 && heights[other / n][other % n] >= heights[r][c]) {
                    marks[other] |= ocean;
                    queue[tail++] = other;
                }
            }
        }
    }
}

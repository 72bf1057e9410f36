import java.util.ArrayDeque;

/**
 * The proof of this package's expected outputs (validate runs it on every test): labels the land
 * breadth first, with a queue and a separate array of labels, never changing the grid; the
 * accepted submissions sink cells depth first or merge sets. It then checks that every pair of
 * side-by-side land cells has one label and counts the labels. It also checks the input against
 * the statement's constraints.
 */
class Solution {
    public int numIslands(char[][] grid) {
        int rows = grid.length;
        require(rows >= 1 && rows <= 300, rows + " rows, not 1..300");
        int cols = grid[0].length;
        require(cols >= 1 && cols <= 300, cols + " columns, not 1..300");
        for (char[] row : grid) {
            require(row.length == cols, "rows of different lengths");
            for (char ch : row) {
                require(ch == '0' || ch == '1', "a cell that is '" + ch + "', not '0' or '1'");
            }
        }
        int[][] label = new int[rows][cols];
        int[] stepRow = {-1, 1, 0, 0};
        int[] stepCol = {0, 0, -1, 1};
        int labels = 0;
        ArrayDeque<int[]> queue = new ArrayDeque<>();
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                if (grid[r][c] != '1' || label[r][c] != 0) {
                    continue;
                }
                labels++;
                label[r][c] = labels;
                queue.add(new int[] {r, c});
                while (!queue.isEmpty()) {
                    int[] cell = queue.poll();
                    for (int d = 0; d < 4; d++) {
                        int nr = cell[0] + stepRow[d];
                        int nc = cell[1] + stepCol[d];
                        if (nr >= 0 && nr < rows && nc >= 0 && nc < cols && grid[nr][nc] == '1' && label[nr][nc] == 0) {
                            label[nr][nc] = labels;
                            queue.add(new int[] {nr, nc});
                        }
                    }
                }
            }
        }
        // Independent check of the labelling: side-by-side land agrees, and every land cell has one.
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                if (grid[r][c] != '1') {
                    require(label[r][c] == 0, "water labelled");
                    continue;
                }
                require(label[r][c] > 0, "land left unlabelled");
                if (r + 1 < rows && grid[r + 1][c] == '1') {
                    require(label[r + 1][c] == label[r][c], "vertical neighbours apart");
                }
                if (c + 1 < cols && grid[r][c + 1] == '1') {
                    require(label[r][c + 1] == label[r][c], "horizontal neighbours apart");
                }
            }
        }
        return labels;
    }

    private static void require(boolean holds, String what) {
        if (!holds) {
            throw new IllegalArgumentException(what + " (the statement's constraints, or the proof's own check)");
        }
    }
}

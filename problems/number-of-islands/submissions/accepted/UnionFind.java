/**
 * Union-find over the cells, without touching the grid: every land cell starts as its own set,
 * and each pair of land cells side by side (a cell and the one to its right, a cell and the one
 * below) is merged. Every merge of two different sets removes one island from the count of land
 * cells. Union by size and path halving keep each operation nearly O(1), so the whole is
 * O(m * n * alpha(m * n)) time and O(m * n) space, with no recursion at all.
 */
class Solution {
    private int[] parent;
    private int[] size;

    public int numIslands(char[][] grid) {
        int rows = grid.length;
        int cols = grid[0].length;
        parent = new int[rows * cols];
        size = new int[rows * cols];
        int islands = 0;
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                if (grid[r][c] == '1') {
                    int cell = r * cols + c;
                    parent[cell] = cell;
                    size[cell] = 1;
                    islands++;
                }
            }
        }
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                if (grid[r][c] != '1') {
                    continue;
                }
                int cell = r * cols + c;
                if (c + 1 < cols && grid[r][c + 1] == '1' && union(cell, cell + 1)) {
                    islands--;
                }
                if (r + 1 < rows && grid[r + 1][c] == '1' && union(cell, cell + cols)) {
                    islands--;
                }
            }
        }
        return islands;
    }

    private int find(int x) {
        while (parent[x] != x) {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        return x;
    }

    /** Merges the sets of a and b; false when they were already one. */
    private boolean union(int a, int b) {
        int ra = find(a);
        int rb = find(b);
        if (ra == rb) {
            return false;
        }
        if (size[ra] < size[rb]) {
            int t = ra;
            ra = rb;
            rb = t;
        }
        parent[rb] = ra;
        size[ra] += size[rb];
        return true;
    }
}

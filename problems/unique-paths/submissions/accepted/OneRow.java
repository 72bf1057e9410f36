import java.util.Arrays;

/**
 * The table of DpTable.java kept one row at a time: row[c] holds the count for the cell above
 * before it is updated and the cell itself after, so row[c] += row[c - 1] adds the count from
 * the left. Time O(m * n), space O(n).
 */
class Solution {
    public int uniquePaths(int m, int n) {
        int[] row = new int[n];
        Arrays.fill(row, 1);
        for (int r = 1; r < m; r++) {
            for (int c = 1; c < n; c++) {
                row[c] += row[c - 1];
            }
        }
        return row[n - 1];
    }
}

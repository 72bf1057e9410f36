import java.util.ArrayList;
import java.util.List;

class Solution {
    public List<List<String>> placeRooks(int n) {
        List<List<String>> boards = new ArrayList<>();
        place(n, 0, new boolean[n], new ArrayList<>(), boards);
        return boards;
    }

    private void place(int n, int row, boolean[] used, List<String> rows, List<List<String>> boards) {
        if (row == n) {
            boards.add(new ArrayList<>(rows));
            return;
        }
        for (int c = 0; c < n; c++) {
            if (!used[c]) {
                used[c] = true;
                char[] line = ".".repeat(n).toCharArray();
                line[c] = 'R';
                rows.add(new String(line));
                place(n, row + 1, used, rows, boards);
                rows.remove(rows.size() - 1);
                used[c] = false;
            }
        }
    }
}

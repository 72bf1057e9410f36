package dev.practicejudge.bench;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/** Every N-Queens board for n, as LeetCode writes them (rows of '.' and 'Q'), built as JSON trees. */
final class NQueensBoards {

    private NQueensBoards() {
    }

    static List<List<String>> solve(int n) {
        List<List<String>> boards = new ArrayList<>();
        place(0, n, new int[n], new boolean[n], new boolean[2 * n - 1], new boolean[2 * n - 1], boards);
        return boards;
    }

    /** A fresh tree (no node shared with any other call), in the given order or reversed. */
    static ArrayNode json(List<List<String>> boards, boolean reversed) {
        List<List<String>> order = new ArrayList<>(boards);
        if (reversed) {
            Collections.reverse(order);
        }
        ArrayNode all = JsonNodeFactory.instance.arrayNode(order.size());
        for (List<String> board : order) {
            ArrayNode rows = all.addArray();
            // new String(...): each tree has its own row strings, as two parsed documents would.
            board.forEach(row -> rows.add(new String(row.toCharArray())));
        }
        return all;
    }

    private static void place(int row, int n, int[] queenCol, boolean[] cols, boolean[] diags, boolean[] antis,
                              List<List<String>> boards) {
        if (row == n) {
            List<String> board = new ArrayList<>(n);
            for (int col : queenCol) {
                char[] line = new char[n];
                Arrays.fill(line, '.');
                line[col] = 'Q';
                board.add(new String(line));
            }
            boards.add(board);
            return;
        }
        for (int col = 0; col < n; col++) {
            int diag = row - col + n - 1;
            int anti = row + col;
            if (cols[col] || diags[diag] || antis[anti]) {
                continue;
            }
            queenCol[row] = col;
            cols[col] = diags[diag] = antis[anti] = true;
            place(row + 1, n, queenCol, cols, diags, antis, boards);
            cols[col] = diags[diag] = antis[anti] = false;
        }
    }
}

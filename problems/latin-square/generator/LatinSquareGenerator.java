import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * Random inputs for Complete the Latin Square: a square of order {@code size} (at most 7) that can
 * be completed, because it is made from a complete one. The cyclic square {@code (r + c) % n + 1}
 * has its rows, columns and values shuffled, then each cell is emptied with a probability drawn per
 * input: sometimes none (already complete), sometimes all (no givens), mostly in between.
 */
public final class LatinSquareGenerator implements Generator {

    private static final double[] EMPTY_SHARES = {0.0, 0.3, 0.6, 0.8, 0.9, 1.0};

    @Override
    public ObjectNode generate(int size, Random random) {
        int n = Math.min(7, size);
        List<Integer> rows = shuffled(n, random);
        List<Integer> columns = shuffled(n, random);
        List<Integer> values = shuffled(n, random);
        double empty = EMPTY_SHARES[random.nextInt(EMPTY_SHARES.length)];
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        ArrayNode square = input.putArray("square");
        for (int r = 0; r < n; r++) {
            ArrayNode row = square.addArray();
            for (int c = 0; c < n; c++) {
                int value = values.get((rows.get(r) + columns.get(c)) % n) + 1;
                row.add(random.nextDouble() < empty ? 0 : value);
            }
        }
        return input;
    }

    @Override
    public String invalid(JsonNode input) {
        JsonNode square = input.get("square");
        if (square == null || !square.isArray() || square.size() < 1 || square.size() > 7) {
            return "square must be a list of 1 to 7 rows";
        }
        int n = square.size();
        int[][] cells = new int[n][n];
        for (int r = 0; r < n; r++) {
            JsonNode row = square.get(r);
            if (!row.isArray() || row.size() != n) {
                return "row " + r + " is not a list of " + n + " numbers: the square must be n x n";
            }
            for (int c = 0; c < n; c++) {
                JsonNode cell = row.get(c);
                if (!cell.isInt() || cell.asInt() < 0 || cell.asInt() > n) {
                    return "square[" + r + "][" + c + "] = " + cell + " is not a whole number in 0.." + n;
                }
                cells[r][c] = cell.asInt();
            }
        }
        int[] rowUsed = new int[n];
        int[] columnUsed = new int[n];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                int bit = cells[r][c] == 0 ? 0 : 1 << cells[r][c];
                if ((rowUsed[r] & bit) != 0 || (columnUsed[c] & bit) != 0) {
                    return "the value " + cells[r][c] + " at square[" + r + "][" + c + "] is given twice in its row "
                            + "or column";
                }
                rowUsed[r] |= bit;
                columnUsed[c] |= bit;
            }
        }
        return completable(cells, rowUsed, columnUsed) ? null : "the square cannot be completed";
    }

    /** Whether the empty cells can be filled: backtracking on the cell with the fewest values left. */
    private static boolean completable(int[][] cells, int[] rowUsed, int[] columnUsed) {
        int n = cells.length;
        int all = ((1 << (n + 1)) - 1) & ~1;
        int bestR = -1;
        int bestC = -1;
        int bestFree = 0;
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                if (cells[r][c] != 0) {
                    continue;
                }
                int free = all & ~rowUsed[r] & ~columnUsed[c];
                if (bestR < 0 || Integer.bitCount(free) < Integer.bitCount(bestFree)) {
                    bestR = r;
                    bestC = c;
                    bestFree = free;
                }
            }
        }
        if (bestR < 0) {
            return true;
        }
        for (int value = 1; value <= n; value++) {
            int bit = 1 << value;
            if ((bestFree & bit) == 0) {
                continue;
            }
            cells[bestR][bestC] = value;
            rowUsed[bestR] |= bit;
            columnUsed[bestC] |= bit;
            boolean done = completable(cells, rowUsed, columnUsed);
            cells[bestR][bestC] = 0;
            rowUsed[bestR] &= ~bit;
            columnUsed[bestC] &= ~bit;
            if (done) {
                return true;
            }
        }
        return false;
    }

    private static List<Integer> shuffled(int n, Random random) {
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            order.add(i);
        }
        Collections.shuffle(order, random);
        return order;
    }

    @Override
    public int maxSize() {
        return 7;
    }
}

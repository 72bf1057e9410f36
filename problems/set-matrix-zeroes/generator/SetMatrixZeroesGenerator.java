import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import java.util.Iterator;
import java.util.Random;

/**
 * Makes an m x n grid with 1 <= m, n <= 200 (here at most {@link #maxSize()}) of ints, as the
 * statement allows. The sides grow with the size, now and then a single row or column. Each grid
 * draws a share of zeros (none, a single one, a few, or many) and fills the other cells with small
 * non-zero numbers, or with the ends of the int range and -1 (the values a solution might take for
 * a free marker). Now and then a zero is put in the first row or the first column, where the O(1)
 * solution keeps its marks.
 */
public final class SetMatrixZeroesGenerator implements Generator {

    private static final int MAX_SIDE = 200;
    private static final int[] SPECIAL = {Integer.MIN_VALUE, Integer.MAX_VALUE, -1, 1};
    private static final double[] ZERO_SHARES = {0.0, 0.05, 0.15, 0.4};

    @Override
    public ObjectNode generate(int size, Random random) {
        int cap = Math.max(1, Math.min(MAX_SIDE, size));
        int m = 1 + random.nextInt(cap);
        int n = 1 + random.nextInt(cap);
        switch (random.nextInt(8)) {
            case 0 -> m = 1;
            case 1 -> n = 1;
            default -> { }
        }
        boolean extremes = random.nextInt(3) == 0;
        double zeros = ZERO_SHARES[random.nextInt(ZERO_SHARES.length)];
        int[][] grid = new int[m][n];
        for (int r = 0; r < m; r++) {
            for (int c = 0; c < n; c++) {
                if (random.nextDouble() < zeros) {
                    grid[r][c] = 0;
                } else if (extremes) {
                    grid[r][c] = SPECIAL[random.nextInt(SPECIAL.length)];
                } else {
                    grid[r][c] = 1 + random.nextInt(9);
                }
            }
        }
        switch (random.nextInt(5)) {
            case 0 -> grid[random.nextInt(m)][0] = 0;
            case 1 -> grid[0][random.nextInt(n)] = 0;
            case 2 -> grid[random.nextInt(m)][random.nextInt(n)] = 0;
            default -> { }
        }
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        ArrayNode matrix = input.putArray("matrix");
        for (int[] cells : grid) {
            ArrayNode row = matrix.addArray();
            for (int cell : cells) {
                row.add(cell);
            }
        }
        return input;
    }

    @Override
    public String invalid(JsonNode input) {
        if (input == null || !input.isObject() || !input.has("matrix")) {
            return "the input must be an object with matrix";
        }
        for (Iterator<String> names = input.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!name.equals("matrix")) {
                return "unknown parameter " + name;
            }
        }
        JsonNode matrix = input.get("matrix");
        if (!matrix.isArray() || matrix.size() < 1 || matrix.size() > MAX_SIDE) {
            return "matrix must have 1 to " + MAX_SIDE + " rows";
        }
        int n = matrix.get(0).size();
        if (n < 1 || n > MAX_SIDE) {
            return "matrix rows must have 1 to " + MAX_SIDE + " numbers";
        }
        for (int r = 0; r < matrix.size(); r++) {
            JsonNode row = matrix.get(r);
            if (!row.isArray() || row.size() != n) {
                return "row " + r + " is not a list of " + n + " numbers: all rows are equally long";
            }
            for (int c = 0; c < n; c++) {
                if (!row.get(c).isInt()) {
                    return "matrix[" + r + "][" + c + "] = " + row.get(c) + " is not an int";
                }
            }
        }
        return null;
    }

    @Override
    public int maxSize() {
        return 12;
    }
}

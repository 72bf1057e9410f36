import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import java.util.Iterator;
import java.util.Random;

/**
 * Makes an m x n grid of heights with 1 <= m, n <= 200 (here at most {@link #maxSize()} a side)
 * and every height in 0..10^5, as the statement allows. The sides grow with the size, now and then
 * a single row or column. The heights are of one of several shapes: random from a narrow range
 * (0..1, 0..2, 0..3: many plateaus, where "equal or lower" matters), random from a wide one
 * (0..9 or 0..10^5), all equal, a ridge or a valley across the grid, a slope towards one corner,
 * or a basin of zeros behind a rim of ones on the Atlantic's or the Pacific's two edges (the
 * inside drains to one ocean only). Now and then a few cells are set to 0 or 10^5.
 */
public final class PacificAtlanticGenerator implements Generator {

    private static final int MAX_SIDE = 200;
    private static final int MAX_HEIGHT = 100_000;

    @Override
    public ObjectNode generate(int size, Random random) {
        int cap = Math.max(1, Math.min(MAX_SIDE, size));
        int m = 1 + random.nextInt(cap);
        int n = 1 + random.nextInt(cap);
        switch (random.nextInt(8)) {
            case 0 -> m = 1;
            case 1 -> n = 1;
            case 2 -> { m = cap; n = cap; }
            default -> { }
        }
        int[][] h = new int[m][n];
        int shape = random.nextInt(10);
        for (int r = 0; r < m; r++) {
            for (int c = 0; c < n; c++) {
                h[r][c] = switch (shape) {
                    case 0 -> random.nextInt(2);
                    case 1 -> random.nextInt(3);
                    case 2 -> random.nextInt(4);
                    case 3 -> random.nextInt(10);
                    case 4 -> random.nextInt(MAX_HEIGHT + 1);
                    case 5 -> 7;
                    case 6 -> Math.abs(r - m / 2) + random.nextInt(2);              // a valley along the middle row
                    case 7 -> m + n - Math.abs(c - n / 2) - random.nextInt(2);      // a ridge along the middle column
                    case 8 -> r + c + random.nextInt(3);                            // rising towards the bottom right
                    default -> 0;                                                   // the basin, below
                };
            }
        }
        if (shape == 9) {
            boolean atlanticRim = random.nextBoolean();
            for (int r = 0; r < m; r++) {
                for (int c = 0; c < n; c++) {
                    h[r][c] = basin(r, c, m, n, atlanticRim);
                }
            }
        }
        if (random.nextInt(4) == 0) {
            int count = 1 + random.nextInt(3);
            for (int i = 0; i < count; i++) {
                h[random.nextInt(m)][random.nextInt(n)] = random.nextBoolean() ? 0 : MAX_HEIGHT;
            }
        }
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        ArrayNode grid = input.putArray("heights");
        for (int[] cells : h) {
            ArrayNode row = grid.addArray();
            for (int cell : cells) {
                row.add(cell);
            }
        }
        return input;
    }

    /** 1 on the rim (the bottom row and right column, or the top row and left column), 0 inside. */
    private static int basin(int r, int c, int m, int n, boolean atlanticRim) {
        boolean rim = atlanticRim ? r == m - 1 || c == n - 1 : r == 0 || c == 0;
        return rim ? 1 : 0;
    }

    @Override
    public String invalid(JsonNode input) {
        if (input == null || !input.isObject() || !input.has("heights")) {
            return "the input must be an object with heights";
        }
        for (Iterator<String> names = input.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!name.equals("heights")) {
                return "unknown parameter " + name;
            }
        }
        JsonNode grid = input.get("heights");
        if (!grid.isArray() || grid.size() < 1 || grid.size() > MAX_SIDE) {
            return "heights must have 1 to " + MAX_SIDE + " rows";
        }
        int n = grid.get(0).isArray() ? grid.get(0).size() : -1;
        if (n < 1 || n > MAX_SIDE) {
            return "heights must have 1 to " + MAX_SIDE + " columns";
        }
        for (int r = 0; r < grid.size(); r++) {
            JsonNode row = grid.get(r);
            if (!row.isArray() || row.size() != n) {
                return "row " + r + " does not have " + n + " cells like row 0; the grid is rectangular";
            }
            for (int c = 0; c < n; c++) {
                JsonNode cell = row.get(c);
                if (!cell.isInt() || cell.intValue() < 0 || cell.intValue() > MAX_HEIGHT) {
                    return "heights[" + r + "][" + c + "] = " + cell + " is not a whole number in 0..10^5";
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

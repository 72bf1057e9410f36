import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import java.util.Iterator;
import java.util.Random;

/**
 * Makes a grid of '0' and '1' of 1 to {@code size + 1} rows and as many columns (each side
 * drawn on its own, so most grids are not square), within the statement's 1..300 by 1..300.
 *
 * <p>The land is laid out in a few shapes: random cells at a density from sparse to dense (near
 * half, the islands branch and wind most), a checkerboard with some cells flipped (land meeting
 * only at corners), all land or all water, and winding snakes (paths that turn up, down, left and
 * right). Now and then the grid is a single row or a single column.
 */
public final class NumberOfIslandsGenerator implements Generator {

    private static final int MAX_SIDE = 300;
    private static final int MAX_SIZE = 14;

    @Override
    public ObjectNode generate(int size, Random random) {
        int cap = Math.max(1, Math.min(MAX_SIDE, size + 1));
        int rows = side(cap, random);
        int cols = side(cap, random);
        switch (random.nextInt(8)) {
            case 0 -> rows = 1;
            case 1 -> cols = 1;
            default -> { }
        }
        boolean[][] land = new boolean[rows][cols];
        switch (random.nextInt(7)) {
            case 0 -> { // checkerboard, a few cells flipped
                for (int r = 0; r < rows; r++) {
                    for (int c = 0; c < cols; c++) {
                        land[r][c] = ((r + c) % 2 == 0) != (random.nextInt(8) == 0);
                    }
                }
            }
            case 1 -> { // all land or all water, maybe with one cell changed
                boolean value = random.nextBoolean();
                for (boolean[] row : land) {
                    java.util.Arrays.fill(row, value);
                }
                if (random.nextBoolean()) {
                    land[random.nextInt(rows)][random.nextInt(cols)] = !value;
                }
            }
            case 2 -> { // snakes: random walks that leave a trail of land
                int snakes = 1 + random.nextInt(3);
                for (int s = 0; s < snakes; s++) {
                    int r = random.nextInt(rows);
                    int c = random.nextInt(cols);
                    int steps = 1 + random.nextInt(rows * cols);
                    for (int i = 0; i < steps; i++) {
                        land[r][c] = true;
                        switch (random.nextInt(4)) {
                            case 0 -> r = Math.min(rows - 1, r + 1);
                            case 1 -> r = Math.max(0, r - 1);
                            case 2 -> c = Math.min(cols - 1, c + 1);
                            default -> c = Math.max(0, c - 1);
                        }
                    }
                }
            }
            default -> { // random cells at a density from 20% to 80%
                int percent = 20 + random.nextInt(61);
                for (int r = 0; r < rows; r++) {
                    for (int c = 0; c < cols; c++) {
                        land[r][c] = random.nextInt(100) < percent;
                    }
                }
            }
        }
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        ArrayNode grid = input.putArray("grid");
        for (boolean[] row : land) {
            ArrayNode line = grid.addArray();
            for (boolean cell : row) {
                line.add(cell ? "1" : "0");
            }
        }
        return input;
    }

    /** Mostly the side the size allows, a third of the time anything shorter. */
    private static int side(int cap, Random random) {
        return random.nextInt(3) == 0 ? 1 + random.nextInt(cap) : cap;
    }

    @Override
    public String invalid(JsonNode input) {
        if (input == null || !input.isObject() || !input.has("grid")) {
            return "the input must be an object with grid";
        }
        for (Iterator<String> names = input.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!name.equals("grid")) {
                return "unknown parameter " + name;
            }
        }
        JsonNode grid = input.get("grid");
        if (!grid.isArray() || grid.size() < 1 || grid.size() > MAX_SIDE) {
            return "grid must have 1 to " + MAX_SIDE + " rows, got " + (grid.isArray() ? grid.size() : grid);
        }
        JsonNode first = grid.get(0);
        if (!first.isArray()) {
            return "grid row 0 is not a list: " + first;
        }
        int cols = first.size();
        for (int r = 0; r < grid.size(); r++) {
            JsonNode row = grid.get(r);
            if (!row.isArray() || row.size() < 1 || row.size() > MAX_SIDE) {
                return "grid row " + r + " must have 1 to " + MAX_SIDE + " cells, got " + row;
            }
            if (row.size() != cols) {
                return "grid row " + r + " has " + row.size() + " cells, row 0 has " + cols + "; all rows are equally long";
            }
            for (int c = 0; c < cols; c++) {
                JsonNode cell = row.get(c);
                if (!cell.isTextual() || !(cell.textValue().equals("0") || cell.textValue().equals("1"))) {
                    return "grid[" + r + "][" + c + "] is " + cell + ", not \"0\" or \"1\"";
                }
            }
        }
        return null;
    }

    @Override
    public int maxSize() {
        return MAX_SIZE;
    }
}

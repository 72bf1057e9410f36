import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import java.util.Iterator;
import java.util.Random;

/**
 * Makes an m x n grid with 1 <= m, n <= 10 and values in -100..100, as the statement allows. The
 * sides grow with the size up to 10; now and then the grid is a single row or a single column, or
 * has two rows or two columns, the shapes where spiral loops go wrong. Values are mostly the cell's
 * number in reading order (distinct, so a misplaced or repeated cell shows), sometimes random from
 * the whole range or a few repeated values.
 */
public final class SpiralMatrixGenerator implements Generator {

    private static final int MAX_SIDE = 10;
    private static final int MAX_VALUE = 100;

    @Override
    public ObjectNode generate(int size, Random random) {
        int cap = Math.max(1, Math.min(MAX_SIDE, size));
        int m = 1 + random.nextInt(cap);
        int n = 1 + random.nextInt(cap);
        switch (random.nextInt(6)) {
            case 0 -> m = 1;
            case 1 -> n = 1;
            case 2 -> m = Math.min(2, cap);
            case 3 -> n = Math.min(2, cap);
            default -> { }
        }
        int kind = random.nextInt(4);
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        ArrayNode matrix = input.putArray("matrix");
        for (int r = 0; r < m; r++) {
            ArrayNode row = matrix.addArray();
            for (int c = 0; c < n; c++) {
                row.add(switch (kind) {
                    case 0 -> random.nextInt(2 * MAX_VALUE + 1) - MAX_VALUE;
                    case 1 -> random.nextInt(3);
                    default -> r * n + c + 1;
                });
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
                JsonNode cell = row.get(c);
                if (!cell.isInt() || cell.asInt() < -MAX_VALUE || cell.asInt() > MAX_VALUE) {
                    return "matrix[" + r + "][" + c + "] = " + cell + " is not a whole number in -100..100";
                }
            }
        }
        return null;
    }

    @Override
    public int maxSize() {
        return MAX_SIDE;
    }
}

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import java.util.Iterator;
import java.util.Random;

/**
 * Makes an n x n matrix with 1 <= n <= 20 and values in -1000..1000, as the statement allows. The
 * side is mostly {@code size} (so odd and even sides alternate as the size grows), sometimes
 * smaller; the values are small distinct-looking numbers (so a misplaced cell shows), the ends of
 * the range, or a few repeated values.
 */
public final class RotateImageGenerator implements Generator {

    private static final int MAX_N = 20;
    private static final int MAX_VALUE = 1000;

    @Override
    public ObjectNode generate(int size, Random random) {
        int cap = Math.max(1, Math.min(MAX_N, size));
        int n = random.nextInt(4) == 0 ? 1 + random.nextInt(cap) : cap;
        int kind = random.nextInt(4);
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        ArrayNode matrix = input.putArray("matrix");
        for (int r = 0; r < n; r++) {
            ArrayNode row = matrix.addArray();
            for (int c = 0; c < n; c++) {
                row.add(switch (kind) {
                    case 0 -> random.nextBoolean() ? MAX_VALUE : -MAX_VALUE;
                    case 1 -> random.nextInt(3) - 1;
                    case 2 -> r * n + c + 1;
                    default -> random.nextInt(2 * MAX_VALUE + 1) - MAX_VALUE;
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
        if (!matrix.isArray() || matrix.size() < 1 || matrix.size() > MAX_N) {
            return "matrix must have 1 to " + MAX_N + " rows";
        }
        int n = matrix.size();
        for (int r = 0; r < n; r++) {
            JsonNode row = matrix.get(r);
            if (!row.isArray() || row.size() != n) {
                return "row " + r + " is not a list of " + n + " numbers: the matrix must be n x n";
            }
            for (int c = 0; c < n; c++) {
                JsonNode cell = row.get(c);
                if (!cell.isInt() || cell.asInt() < -MAX_VALUE || cell.asInt() > MAX_VALUE) {
                    return "matrix[" + r + "][" + c + "] = " + cell + " is not a whole number in -1000..1000";
                }
            }
        }
        return null;
    }

    @Override
    public int maxSize() {
        return MAX_N;
    }
}

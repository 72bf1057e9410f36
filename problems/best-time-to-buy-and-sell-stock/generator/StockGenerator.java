import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import java.util.Iterator;
import java.util.Random;

/**
 * Makes {@code prices}: 1 to 100,000 prices in 0..10,000, as the statement allows, though at most
 * 2,000 of them here (the tests hold the long ones). The length is the size for small sizes and
 * then grows geometrically to 2,000 at {@link #maxSize()}; one array in eight is shorter, down to
 * a single day. Shapes: prices spread over the whole range; a few values repeated (ties); only
 * the extremes 0 and 10,000; a falling trend with noise (the overall maximum before the minimum,
 * so the answer is a local rise); a zig-zag (many small rises, one trade only); never rising
 * (the answer is 0); and a best trade followed by a lower minimum (a cheapest day that is not
 * part of the answer).
 */
public final class StockGenerator implements Generator {

    private static final int MAX_LENGTH = 100_000;
    private static final int MAX_PRICE = 10_000;
    private static final int MAX_SIZE = 24;
    private static final int LINEAR_SIZES = 8;
    private static final int LONGEST = 2_000;

    @Override
    public ObjectNode generate(int size, Random random) {
        int cap = lengthCap(size);
        int n = random.nextInt(8) == 0 ? 1 + random.nextInt(cap) : cap;
        int[] prices = new int[n];
        int top = random.nextBoolean() ? MAX_PRICE : 1 + random.nextInt(20);
        switch (random.nextInt(7)) {
            case 0 -> fill(prices, i -> random.nextInt(top + 1));
            case 1 -> fill(prices, i -> random.nextInt(3));
            case 2 -> fill(prices, i -> random.nextBoolean() ? 0 : MAX_PRICE);
            case 3 -> fill(prices, i -> Math.min(MAX_PRICE, (top * (n - i)) / n + random.nextInt(top / 4 + 2)));
            case 4 -> fill(prices, i -> (i % 2 == 0 ? 0 : 2) + i / 2 % (top + 1) + random.nextInt(2));
            case 5 -> {
                int price = top;
                for (int i = 0; i < n; i++) {
                    prices[i] = price;
                    price = Math.max(0, price - random.nextInt(3));
                }
            }
            default -> {
                // A rise from about a third of the range to the top, then a fall below where it began.
                fill(prices, i -> random.nextInt(top + 1));
                if (n >= 3) {
                    int buy = random.nextInt(n - 2);
                    int sell = buy + 1 + random.nextInt(n - buy - 2);
                    prices[buy] = top / 3;
                    prices[sell] = top;
                    prices[sell + 1 + random.nextInt(n - sell - 1)] = 0;
                }
            }
        }
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        ArrayNode json = input.putArray("prices");
        for (int price : prices) {
            json.add(price);
        }
        return input;
    }

    private interface Price {
        int at(int i);
    }

    private static void fill(int[] prices, Price price) {
        for (int i = 0; i < prices.length; i++) {
            prices[i] = price.at(i);
        }
    }

    private static int lengthCap(int size) {
        if (size <= LINEAR_SIZES) {
            return Math.max(1, size);
        }
        double t = (double) (Math.min(size, MAX_SIZE) - LINEAR_SIZES) / (MAX_SIZE - LINEAR_SIZES);
        return (int) Math.round(LINEAR_SIZES * Math.pow((double) LONGEST / LINEAR_SIZES, t));
    }

    @Override
    public String invalid(JsonNode input) {
        if (input == null || !input.isObject() || !input.has("prices")) {
            return "the input must be an object with prices";
        }
        for (Iterator<String> names = input.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!name.equals("prices")) {
                return "unknown parameter " + name;
            }
        }
        JsonNode prices = input.get("prices");
        if (!prices.isArray()) {
            return "prices must be an array, got " + prices;
        }
        if (prices.size() < 1 || prices.size() > MAX_LENGTH) {
            return "prices has " + prices.size() + " elements; it must have 1 to " + MAX_LENGTH;
        }
        for (int i = 0; i < prices.size(); i++) {
            JsonNode price = prices.get(i);
            if (!price.isInt()) {
                return "prices[" + i + "] is " + price + ", not a whole number";
            }
            if (price.intValue() < 0 || price.intValue() > MAX_PRICE) {
                return "prices[" + i + "] = " + price.intValue() + " is outside 0.." + MAX_PRICE;
            }
        }
        return null;
    }

    @Override
    public int maxSize() {
        return MAX_SIZE;
    }
}

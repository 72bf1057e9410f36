import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.Random;
import java.util.Set;

/**
 * Random inputs for Coin Change: 1 to {@code min(12, size)} different coins and an amount up to
 * {@code 25 * size * size} (at most 10^4), as the statement allows.
 *
 * <p>Coins are mostly small (1 to {@code 3 + 2 * size}), where coin systems on which taking the
 * largest coin first is wrong are common; some inputs use even coins only (so odd amounts cannot be
 * made), leave out the coin 1, or add a coin near 2^31 - 1 (whose sum with an amount wraps round in
 * int arithmetic). The amount is sometimes 0, sometimes exactly one of the coins, otherwise random.
 */
public final class CoinChangeGenerator implements Generator {

    private static final int MAX_COINS = 12;
    private static final int MAX_AMOUNT = 10_000;

    @Override
    public ObjectNode generate(int size, Random random) {
        int count = 1 + random.nextInt(Math.min(MAX_COINS, size));
        int top = 3 + 2 * size;
        int shape = random.nextInt(6);
        Set<Integer> coins = new LinkedHashSet<>();
        if (shape == 0) {
            coins.add(Integer.MAX_VALUE - random.nextInt(3));   // a huge coin, then small ones
            coins.add(1);
        }
        int tries = 0;
        while (coins.size() < count && tries++ < 1000) {
            int coin = 1 + random.nextInt(top);
            if (shape == 1) {
                coin = 2 * coin;                                  // even coins only
            } else if (shape == 2 && coin == 1) {
                continue;                                         // no coin 1
            }
            coins.add(coin);
        }
        int limit = Math.min(MAX_AMOUNT, 25 * size * size);
        int amount = switch (random.nextInt(8)) {
            case 0 -> 0;
            case 1 -> {
                int coin = coins.stream().skip(random.nextInt(coins.size())).findFirst().orElseThrow();
                yield coin <= limit ? coin : random.nextInt(limit + 1);
            }
            default -> random.nextInt(limit + 1);
        };
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        ArrayNode list = input.putArray("coins");
        coins.forEach(list::add);
        input.put("amount", amount);
        return input;
    }

    @Override
    public String invalid(JsonNode input) {
        if (input == null || !input.isObject()) {
            return "the input must be an object with coins and amount";
        }
        for (Iterator<String> names = input.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!name.equals("coins") && !name.equals("amount")) {
                return "unknown parameter " + name;
            }
        }
        JsonNode coins = input.get("coins");
        JsonNode amount = input.get("amount");
        if (coins == null || !coins.isArray() || amount == null || !amount.isInt()) {
            return "coins must be a list and amount a whole number";
        }
        if (coins.size() < 1 || coins.size() > MAX_COINS) {
            return "coins has " + coins.size() + " values, outside 1.." + MAX_COINS;
        }
        Set<Integer> seen = new LinkedHashSet<>();
        for (JsonNode coin : coins) {
            if (!coin.isInt() || coin.asInt() < 1) {
                return "coin " + coin + " is not a whole number in 1..2^31 - 1";
            }
            if (!seen.add(coin.asInt())) {
                return "coin " + coin + " appears twice; the denominations differ";
            }
        }
        if (amount.asInt() < 0 || amount.asInt() > MAX_AMOUNT) {
            return "amount = " + amount.asInt() + " is outside 0.." + MAX_AMOUNT;
        }
        return null;
    }

    @Override
    public int maxSize() {
        return 20; // amounts up to 10^4 at size 20: the table takes well under a millisecond
    }
}

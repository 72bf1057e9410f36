import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * Makes a board of 1 to 12 rows and columns of lowercase letters and a list of 1 to 3 * 10^4
 * different lowercase words of 1 to 10 letters, as the statement allows. The board's sides grow
 * with the size (mostly {@code (size + 1) / 2}, sometimes less); the number of words is the size
 * up to size 10, then grows geometrically to {@value #MAX_WORDS} at {@link #maxSize()}. Fewer
 * come out when the board's letters cannot spell that many different words (a board of one letter
 * has only ten).
 *
 * <p>Boards use one letter, two, a handful, or all 26, so that paths branch and many words share
 * beginnings. Words are read along random paths on the board (so they are there), or are such
 * words with a letter changed or added (so a prefix of a word is found while the word is not), or
 * carry a letter from off the board, or are random letters of the board's.
 */
public final class WordSearchIIGenerator implements Generator {

    private static final int MAX_SIDE = 12;
    private static final int MAX_WORDS = 30_000;
    private static final int MAX_LENGTH = 10;
    private static final int MAX_SIZE = 24;
    /** Up to this size there are at most size words; beyond it, the count grows geometrically. */
    private static final int LINEAR_SIZES = 10;
    private static final String LETTERS = "abcdefghijklmnopqrstuvwxyz";
    private static final int[][] STEPS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};

    @Override
    public ObjectNode generate(int size, Random random) {
        int sideCap = Math.max(1, Math.min(MAX_SIDE, (size + 1) / 2));
        int rows = side(sideCap, random);
        int cols = side(sideCap, random);
        String alphabet = switch (random.nextInt(4)) {
            case 0 -> randomLetters(LETTERS, 1, random);
            case 1 -> randomLetters(LETTERS, 2, random);
            case 2 -> randomLetters(LETTERS, 3 + random.nextInt(4), random);
            default -> LETTERS;
        };
        char[][] board = new char[rows][cols];
        for (char[] row : board) {
            for (int c = 0; c < cols; c++) {
                row[c] = alphabet.charAt(random.nextInt(alphabet.length()));
            }
        }
        int count = wordCap(size);
        // Insertion order, so the same seed lists the same words in the same order.
        Set<String> words = new LinkedHashSet<>();
        List<String> made = new ArrayList<>();
        // A board of few letters spells few different words: a bounded number of tries, not a wait.
        for (int attempt = 0; words.size() < count && attempt < 3 * count; attempt++) {
            int length = 1 + random.nextInt(MAX_LENGTH);
            String word = switch (random.nextInt(8)) {
                case 0, 1, 2 -> path(board, length, random);
                case 3 -> changeOne(path(board, length, random), alphabet, random);
                case 4 -> extend(made.isEmpty() ? path(board, length, random) : made.get(random.nextInt(made.size())),
                        alphabet, random);
                case 5 -> changeOne(path(board, length, random), offBoard(alphabet), random);
                default -> randomLetters(alphabet, length, random);
            };
            if (words.add(word)) {
                made.add(word);
            }
        }
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        ArrayNode json = input.putArray("board");
        for (char[] row : board) {
            ArrayNode line = json.addArray();
            for (char ch : row) {
                line.add(String.valueOf(ch));
            }
        }
        ArrayNode list = input.putArray("words");
        words.forEach(list::add);
        return input;
    }

    private static int wordCap(int size) {
        if (size <= LINEAR_SIZES) {
            return Math.max(1, size);
        }
        double t = (double) (Math.min(size, MAX_SIZE) - LINEAR_SIZES) / (MAX_SIZE - LINEAR_SIZES);
        return (int) Math.round(LINEAR_SIZES * Math.pow((double) MAX_WORDS / LINEAR_SIZES, t));
    }

    /** Mostly the side the size allows, a third of the time anything shorter. */
    private static int side(int cap, Random random) {
        return random.nextInt(3) == 0 ? 1 + random.nextInt(cap) : cap;
    }

    /** The letters along a random path that never reuses a cell, up to length of them (fewer if it is stuck). */
    private static String path(char[][] board, int length, Random random) {
        int rows = board.length;
        int cols = board[0].length;
        // The cells used so far, as r * cols + c: a path is short, so a scan beats a grid per word.
        int[] used = new int[length];
        int r = random.nextInt(rows);
        int c = random.nextInt(cols);
        StringBuilder word = new StringBuilder();
        while (true) {
            used[word.length()] = r * cols + c;
            word.append(board[r][c]);
            if (word.length() == length) {
                return word.toString();
            }
            int free = 0;
            int next = -1;
            for (int[] step : STEPS) {
                int nr = r + step[0];
                int nc = c + step[1];
                // Reservoir sampling: a uniformly random free neighbour in one pass.
                if (nr >= 0 && nr < rows && nc >= 0 && nc < cols && !contains(used, word.length(), nr * cols + nc)
                        && random.nextInt(++free) == 0) {
                    next = nr * cols + nc;
                }
            }
            if (next < 0) {
                return word.toString();
            }
            r = next / cols;
            c = next % cols;
        }
    }

    private static boolean contains(int[] cells, int count, int cell) {
        for (int i = 0; i < count; i++) {
            if (cells[i] == cell) {
                return true;
            }
        }
        return false;
    }

    private static String changeOne(String word, String letters, Random random) {
        int at = random.nextInt(word.length());
        return word.substring(0, at) + letters.charAt(random.nextInt(letters.length())) + word.substring(at + 1);
    }

    /** The word with one more letter, or one fewer when it is already as long as words may be. */
    private static String extend(String word, String letters, Random random) {
        return word.length() < MAX_LENGTH ? word + letters.charAt(random.nextInt(letters.length()))
                : word.substring(0, word.length() - 1);
    }

    /** The letters the board does not use, or all of them when it uses all 26. */
    private static String offBoard(String alphabet) {
        StringBuilder off = new StringBuilder();
        for (char ch : LETTERS.toCharArray()) {
            if (alphabet.indexOf(ch) < 0) {
                off.append(ch);
            }
        }
        return off.length() == 0 ? LETTERS : off.toString();
    }

    private static String randomLetters(String letters, int length, Random random) {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < length; i++) {
            s.append(letters.charAt(random.nextInt(letters.length())));
        }
        return s.toString();
    }

    @Override
    public String invalid(JsonNode input) {
        if (input == null || !input.isObject() || !input.has("board") || !input.has("words")) {
            return "the input must be an object with board and words";
        }
        for (Iterator<String> names = input.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!name.equals("board") && !name.equals("words")) {
                return "unknown parameter " + name;
            }
        }
        JsonNode board = input.get("board");
        if (!board.isArray() || board.size() < 1 || board.size() > MAX_SIDE) {
            return "board must have 1 to " + MAX_SIDE + " rows, got " + (board.isArray() ? board.size() : board);
        }
        int cols = board.get(0).size();
        for (int r = 0; r < board.size(); r++) {
            JsonNode row = board.get(r);
            if (!row.isArray() || row.size() < 1 || row.size() > MAX_SIDE) {
                return "board row " + r + " must have 1 to " + MAX_SIDE + " cells, got " + row;
            }
            if (row.size() != cols) {
                return "board row " + r + " has " + row.size() + " cells, row 0 has " + cols + "; all rows are equally long";
            }
            for (int c = 0; c < cols; c++) {
                JsonNode cell = row.get(c);
                if (!cell.isTextual() || cell.textValue().length() != 1 || LETTERS.indexOf(cell.textValue().charAt(0)) < 0) {
                    return "board[" + r + "][" + c + "] is " + cell + ", not one lowercase letter";
                }
            }
        }
        JsonNode words = input.get("words");
        if (!words.isArray() || words.size() < 1 || words.size() > MAX_WORDS) {
            return "words must hold 1 to " + MAX_WORDS + " words, got " + (words.isArray() ? words.size() : words);
        }
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < words.size(); i++) {
            JsonNode word = words.get(i);
            if (!word.isTextual()) {
                return "words[" + i + "] is " + word + ", not a string";
            }
            String text = word.textValue();
            if (text.length() < 1 || text.length() > MAX_LENGTH) {
                return "words[" + i + "] has " + text.length() + " letters; the statement allows 1 to " + MAX_LENGTH;
            }
            for (int k = 0; k < text.length(); k++) {
                if (LETTERS.indexOf(text.charAt(k)) < 0) {
                    return "words[" + i + "] holds '" + text.charAt(k) + "', not a lowercase letter";
                }
            }
            if (!seen.add(text)) {
                return "words[" + i + "] = \"" + text + "\" repeats an earlier word; the words are all different";
            }
        }
        return null;
    }

    @Override
    public int maxSize() {
        return MAX_SIZE;
    }
}

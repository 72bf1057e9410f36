import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import java.util.Iterator;
import java.util.Random;

/**
 * Makes a board of 1 to 6 rows and 1 to 6 columns and a word of 1 to 15 letters, all English
 * letters of either case, as the statement allows. The board's sides grow with the size (mostly
 * {@code (size + 1) / 2}, sometimes less) and the word with it (at most {@code size + 3} letters);
 * both reach the statement's bounds at {@link #maxSize()}.
 *
 * <p>Boards use a few letters so that paths branch and dead-end: one letter, two, a letter in both
 * cases ({@code a} and {@code A}, which differ), or a handful of random ones. The word is read along
 * a random path on the board (so it is there), or is such a path with one letter changed, its case
 * flipped or a letter from off the board put in (so it mostly is not), or random letters of the
 * board's, sometimes longer than the board has cells.
 */
public final class WordSearchGenerator implements Generator {

    private static final int MAX_SIDE = 6;
    private static final int MAX_WORD = 15;
    private static final int MAX_SIZE = 12;
    private static final String LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    private static final int[][] STEPS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};

    @Override
    public ObjectNode generate(int size, Random random) {
        int sideCap = Math.max(1, Math.min(MAX_SIDE, (size + 1) / 2));
        int rows = side(sideCap, random);
        int cols = side(sideCap, random);
        String alphabet = alphabet(random);
        char[][] board = new char[rows][cols];
        for (char[] row : board) {
            for (int c = 0; c < cols; c++) {
                row[c] = alphabet.charAt(random.nextInt(alphabet.length()));
            }
        }
        int length = 1 + random.nextInt(Math.max(1, Math.min(MAX_WORD, size + 3)));
        String word = switch (random.nextInt(6)) {
            case 0, 1 -> path(board, length, random);
            case 2 -> changeOne(path(board, length, random), alphabet, random);
            case 3 -> flipCase(path(board, length, random), random);
            case 4 -> changeOne(path(board, length, random), offBoard(alphabet, random), random);
            default -> randomLetters(alphabet, length, random);
        };
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        ArrayNode json = input.putArray("board");
        for (char[] row : board) {
            ArrayNode line = json.addArray();
            for (char ch : row) {
                line.add(String.valueOf(ch));
            }
        }
        input.put("word", word);
        return input;
    }

    /** Mostly the side the size allows, a third of the time anything shorter. */
    private static int side(int cap, Random random) {
        return random.nextInt(3) == 0 ? 1 + random.nextInt(cap) : cap;
    }

    private static String alphabet(Random random) {
        char a = LETTERS.charAt(random.nextInt(LETTERS.length()));
        char b = LETTERS.charAt(random.nextInt(LETTERS.length()));
        return switch (random.nextInt(5)) {
            case 0 -> String.valueOf(a);
            case 1 -> "" + a + b;
            case 2 -> "" + Character.toLowerCase(a) + Character.toUpperCase(a);
            case 3 -> randomLetters(LETTERS, 3 + random.nextInt(4), random);
            default -> LETTERS;
        };
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

    private static String flipCase(String word, Random random) {
        int at = random.nextInt(word.length());
        char ch = word.charAt(at);
        char flipped = Character.isUpperCase(ch) ? Character.toLowerCase(ch) : Character.toUpperCase(ch);
        return word.substring(0, at) + flipped + word.substring(at + 1);
    }

    /** A letter the board does not use, or any letter when it uses all 52. */
    private static String offBoard(String alphabet, Random random) {
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
        if (input == null || !input.isObject() || !input.has("board") || !input.has("word")) {
            return "the input must be an object with board and word";
        }
        for (Iterator<String> names = input.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!name.equals("board") && !name.equals("word")) {
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
                    return "board[" + r + "][" + c + "] is " + cell + ", not one English letter";
                }
            }
        }
        JsonNode word = input.get("word");
        if (!word.isTextual()) {
            return "word must be a string, got " + word;
        }
        String text = word.textValue();
        if (text.length() < 1 || text.length() > MAX_WORD) {
            return "word has " + text.length() + " letters; the statement allows 1 to " + MAX_WORD;
        }
        for (int i = 0; i < text.length(); i++) {
            if (LETTERS.indexOf(text.charAt(i)) < 0) {
                return "word[" + i + "] is '" + text.charAt(i) + "', not an English letter";
            }
        }
        return null;
    }

    @Override
    public int maxSize() {
        return MAX_SIZE;
    }
}

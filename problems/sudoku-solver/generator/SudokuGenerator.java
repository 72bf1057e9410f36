import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.Random;

/**
 * Makes a Sudoku puzzle with exactly one solution, as the statement promises, with as many empty
 * cells as the size: one at size 1, up to {@value #MAX_EMPTY} (25 givens) at {@link #maxSize()}.
 * It fills a random full grid, then empties cells in random order, each only if the solution stays
 * unique, until the size is reached; a grid that cannot be emptied that far is dropped for another.
 *
 * <p>The required tests are puzzles of LeetCode's kind, which a plain backtracker (first empty
 * cell in reading order, digits 1 to 9) solves in milliseconds; so does every accepted submission
 * here, the plain one included. A puzzle that would take that backtracker more than
 * {@value #PLAIN_BUDGET} placements is dropped too, so that a generated puzzle never times out an
 * accepted submission. Puzzles beyond that are the challenge tier's business, not a random case's;
 * {@link #invalid} still accepts them (every uniquely solvable board keeps the constraints).
 */
public final class SudokuGenerator implements Generator {

    /** Random removal rarely gets further: puzzles made so have about 24 givens on average. */
    private static final int MAX_EMPTY = 56;
    /** Placements of the plain backtracker: about a millisecond's work for it. */
    private static final int PLAIN_BUDGET = 100_000;
    private static final int ALL = 0x3FE;  // bits 1..9

    @Override
    public ObjectNode generate(int size, Random random) {
        int empty = Math.max(1, Math.min(size, MAX_EMPTY));
        while (true) {
            int[] grid = fullGrid(random);
            if (dig(grid, empty, random) && plainPlacements(grid) <= PLAIN_BUDGET) {
                return input(grid);
            }
        }
    }

    /** A random complete grid: a backtracker that tries the digits in a random order. */
    private static int[] fullGrid(Random random) {
        int[] grid = new int[81];
        fill(grid, 0, random);
        return grid;
    }

    private static boolean fill(int[] grid, int cell, Random random) {
        if (cell == 81) {
            return true;
        }
        List<Integer> digits = new ArrayList<>(List.of(1, 2, 3, 4, 5, 6, 7, 8, 9));
        Collections.shuffle(digits, random);
        for (int d : digits) {
            if ((candidates(grid, cell) & 1 << d) != 0) {
                grid[cell] = d;
                if (fill(grid, cell + 1, random)) {
                    return true;
                }
            }
        }
        grid[cell] = 0;
        return false;
    }

    /** Empties cells in random order while the solution stays unique; true when {@code empty} were emptied. */
    private static boolean dig(int[] grid, int empty, Random random) {
        List<Integer> cells = new ArrayList<>();
        for (int i = 0; i < 81; i++) {
            cells.add(i);
        }
        Collections.shuffle(cells, random);
        int emptied = 0;
        for (int cell : cells) {
            if (emptied == empty) {
                break;
            }
            int digit = grid[cell];
            grid[cell] = 0;
            if (solutions(grid.clone(), 2) == 1) {
                emptied++;
            } else {
                grid[cell] = digit;
            }
        }
        return emptied == empty;
    }

    /** The digits that fit the cell: bits 1..9. */
    private static int candidates(int[] grid, int cell) {
        int row = cell / 9;
        int col = cell % 9;
        int box = row / 3 * 27 + col / 3 * 3;
        int used = 0;
        for (int i = 0; i < 9; i++) {
            used |= 1 << grid[row * 9 + i] | 1 << grid[i * 9 + col] | 1 << grid[box + i / 3 * 9 + i % 3];
        }
        return ALL & ~used;
    }

    /** How many solutions the grid (0 for empty) has, counting no further than {@code limit}. */
    private static int solutions(int[] grid, int limit) {
        // The empty cell with the fewest candidates first: fast even on 17-clue puzzles.
        int best = -1;
        int bestCandidates = 0;
        int fewest = 10;
        for (int cell = 0; cell < 81; cell++) {
            if (grid[cell] == 0) {
                int candidates = candidates(grid, cell);
                int count = Integer.bitCount(candidates);
                if (count < fewest) {
                    best = cell;
                    bestCandidates = candidates;
                    fewest = count;
                    if (count == 0) {
                        return 0;
                    }
                }
            }
        }
        if (best < 0) {
            return 1;
        }
        int found = 0;
        for (int d = 1; d <= 9 && found < limit; d++) {
            if ((bestCandidates & 1 << d) != 0) {
                grid[best] = d;
                found += solutions(grid, limit - found);
            }
        }
        grid[best] = 0;
        return found;
    }

    /**
     * How many placements the plain backtracker makes to solve the puzzle, stopping just past the
     * budget: as PlainBacktracking.java does, the first empty cell in reading order, digits 1 to 9.
     */
    private static int plainPlacements(int[] puzzle) {
        int[] grid = puzzle.clone();
        int[] placements = {0};
        plain(grid, 0, placements);
        return placements[0];
    }

    private static boolean plain(int[] grid, int from, int[] placements) {
        int cell = from;
        while (cell < 81 && grid[cell] != 0) {
            cell++;
        }
        if (cell == 81) {
            return true;
        }
        int candidates = candidates(grid, cell);
        for (int d = 1; d <= 9; d++) {
            if ((candidates & 1 << d) != 0) {
                grid[cell] = d;
                if (++placements[0] > PLAIN_BUDGET || plain(grid, cell + 1, placements)) {
                    return true;
                }
            }
        }
        grid[cell] = 0;
        return false;
    }

    private static ObjectNode input(int[] grid) {
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        ArrayNode board = input.putArray("board");
        for (int r = 0; r < 9; r++) {
            ArrayNode row = board.addArray();
            for (int c = 0; c < 9; c++) {
                int d = grid[r * 9 + c];
                row.add(d == 0 ? "." : String.valueOf(d));
            }
        }
        return input;
    }

    @Override
    public String invalid(JsonNode input) {
        if (input == null || !input.isObject() || !input.has("board")) {
            return "the input must be an object with board";
        }
        for (Iterator<String> names = input.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!name.equals("board")) {
                return "unknown parameter " + name;
            }
        }
        JsonNode board = input.get("board");
        if (!board.isArray() || board.size() != 9) {
            return "the board must have 9 rows, got " + (board.isArray() ? board.size() : board);
        }
        int[] grid = new int[81];
        for (int r = 0; r < 9; r++) {
            JsonNode row = board.get(r);
            if (!row.isArray() || row.size() != 9) {
                return "row " + r + " must have 9 cells, got " + row;
            }
            for (int c = 0; c < 9; c++) {
                JsonNode cell = row.get(c);
                String text = cell.isTextual() ? cell.textValue() : "";
                if (text.length() != 1 || !".123456789".contains(text)) {
                    return "row " + r + ", column " + c + " holds " + cell + ", not \"1\"..\"9\" or \".\"";
                }
                grid[r * 9 + c] = text.equals(".") ? 0 : text.charAt(0) - '0';
            }
        }
        for (int cell = 0; cell < 81; cell++) {
            int d = grid[cell];
            if (d != 0) {
                grid[cell] = 0;
                boolean fits = (candidates(grid, cell) & 1 << d) != 0;
                grid[cell] = d;
                if (!fits) {
                    return "the given " + d + " at row " + cell / 9 + ", column " + cell % 9 + " clashes with another given";
                }
            }
        }
        int count = solutions(grid, 2);
        if (count != 1) {
            return count == 0 ? "the puzzle has no solution" : "the puzzle has more than one solution";
        }
        return null;
    }

    @Override
    public int maxSize() {
        return MAX_EMPTY;
    }
}

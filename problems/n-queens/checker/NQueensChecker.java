import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.api.CheckResult;
import dev.practicejudge.api.Checker;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Accepts any list of N-Queens boards that holds every solution exactly once, in any order, and
 * says precisely what is wrong otherwise: which board (by index, and drawn), which row or column,
 * which two queens attack each other, which board is repeated or missing.
 *
 * <p>It checks each board on its own (the expected output is used only for the count and to show
 * a missing board), so its verdicts do not depend on how the stored boards are ordered.
 */
public final class NQueensChecker implements Checker {

    @Override
    public CheckResult check(JsonNode input, JsonNode expected, JsonNode actual) {
        int n = input.get("n").asInt();
        if (actual == null || !actual.isArray()) {
            return CheckResult.rejected("expected a list of boards, got " + Checker.describe(actual));
        }
        // Keyed by the board as one string: lists of row strings hash poorly (at n = 13, 73,712
        // boards share about 4,500 list hash codes), which made this check quadratic in practice.
        Map<String, Integer> seen = new HashMap<>();
        for (int i = 0; i < actual.size(); i++) {
            JsonNode node = actual.get(i);
            String problem = boardProblem(node, n);
            if (problem != null) {
                return CheckResult.rejected("board at index " + i + ": " + problem + drawing(node));
            }
            String board = key(node);
            Integer first = seen.putIfAbsent(board, i);
            if (first != null) {
                return CheckResult.rejected("board at index " + i + " is the same as the board at index " + first
                        + "; each placement must appear once" + drawing(node));
            }
        }
        int want = expected.size();
        if (seen.size() < want) {
            String example = "";
            for (JsonNode board : expected) {
                if (!seen.containsKey(key(board))) {
                    example = "; one that is missing:" + drawing(board);
                    break;
                }
            }
            return CheckResult.rejected("found " + count(seen.size()) + ", but n = " + n + " has " + count(want)
                    + ": " + (want - seen.size()) + " missing" + example);
        }
        if (seen.size() > want) {
            return CheckResult.rejected("found " + count(seen.size()) + ", but n = " + n + " has only " + count(want));
        }
        return CheckResult.accepted();
    }

    /** What is wrong with one board, or null when it is a valid placement of n queens. */
    private static String boardProblem(JsonNode board, int n) {
        if (!board.isArray()) {
            return "expected a list of " + n + " strings, got " + Checker.describe(board);
        }
        if (board.size() != n) {
            return "it has " + board.size() + " row" + (board.size() == 1 ? "" : "s") + "; for n = " + n
                    + " it needs " + n;
        }
        int[] queenColumn = new int[n];
        for (int r = 0; r < n; r++) {
            JsonNode row = board.get(r);
            if (!row.isTextual()) {
                return "row " + r + " is " + Checker.describe(row) + ", not a string";
            }
            String text = row.asText();
            if (text.length() != n) {
                return "row " + r + " is \"" + text + "\" (" + text.length() + " characters); every row needs " + n;
            }
            int queens = 0;
            for (int c = 0; c < n; c++) {
                char square = text.charAt(c);
                if (square == 'Q') {
                    queens++;
                    queenColumn[r] = c;
                } else if (square != '.') {
                    return "row " + r + ", column " + c + " holds '" + square + "'; a square is '.' (empty) or 'Q' (queen)";
                }
            }
            if (queens != 1) {
                return "row " + r + (queens == 0 ? " has no queen" : " has " + queens
                        + " queens (columns " + queenColumns(text) + ")") + "; every row needs exactly one";
            }
        }
        for (int r1 = 0; r1 < n; r1++) {
            for (int r2 = r1 + 1; r2 < n; r2++) {
                int c1 = queenColumn[r1];
                int c2 = queenColumn[r2];
                String shared = c1 == c2 ? "column " + c1
                        : c2 - c1 == r2 - r1 ? "a diagonal"
                        : c1 - c2 == r2 - r1 ? "an anti-diagonal" : null;
                if (shared != null) {
                    return "the queens at row " + r1 + ", column " + c1 + " and row " + r2 + ", column " + c2
                            + " share " + shared;
                }
            }
        }
        return null;
    }

    /** The columns of a row's queens, e.g. [1, 3]; only for a message, so allocation does not matter here. */
    private static List<Integer> queenColumns(String row) {
        List<Integer> columns = new ArrayList<>();
        for (int c = 0; c < row.length(); c++) {
            if (row.charAt(c) == 'Q') {
                columns.add(c);
            }
        }
        return columns;
    }

    /** The board's rows joined into one string ('/' cannot occur in a valid row). */
    private static String key(JsonNode board) {
        int n = board.size();
        StringBuilder key = new StringBuilder(n * (n + 1));
        board.forEach(row -> key.append(row.asText()).append('/'));
        return key.toString();
    }

    /** The board drawn as a learner would draw it, one row per line. */
    private static String drawing(JsonNode board) {
        if (board == null || !board.isArray()) {
            return "";
        }
        StringBuilder text = new StringBuilder();
        for (JsonNode row : board) {
            text.append("\n  ").append(row.isTextual() ? String.join(" ", row.asText().split("")) : row.toString());
        }
        return text.toString();
    }

    private static String count(int boards) {
        return boards + " board" + (boards == 1 ? "" : "s");
    }
}

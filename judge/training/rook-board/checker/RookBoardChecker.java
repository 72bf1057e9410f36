import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.api.CheckResult;
import dev.practicejudge.api.Checker;
import java.util.HashSet;
import java.util.Set;

/** Accepts every placement of n non-attacking rooks, each once, in any order. */
public final class RookBoardChecker implements Checker {

    @Override
    public CheckResult check(JsonNode input, JsonNode expected, JsonNode actual) {
        int n = input.get("n").asInt();
        if (actual == null || !actual.isArray()) {
            return CheckResult.rejected("expected a list of boards, got " + Checker.describe(actual));
        }
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < actual.size(); i++) {
            JsonNode board = actual.get(i);
            if (!board.isArray() || board.size() != n) {
                return CheckResult.rejected("board at index " + i + " does not have " + n + " rows");
            }
            Set<Integer> columns = new HashSet<>();
            for (JsonNode row : board) {
                String text = row.asText();
                if (text.length() != n || text.indexOf('R') < 0 || text.indexOf('R') != text.lastIndexOf('R')
                        || !columns.add(text.indexOf('R'))) {
                    return CheckResult.rejected("board at index " + i + " has a bad row: \"" + text + "\"");
                }
            }
            if (!seen.add(board.toString())) {
                return CheckResult.rejected("board at index " + i + " is repeated");
            }
        }
        return seen.size() == expected.size() ? CheckResult.accepted()
                : CheckResult.rejected("found " + seen.size() + " boards, expected " + expected.size());
    }
}

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The n-queens tests a learner would write: the number of boards for n = 1..9. */
class SolutionTest {

    @ParameterizedTest(name = "n = {0}")
    @CsvSource({"1, 1", "2, 0", "3, 0", "4, 2", "5, 10", "6, 4", "7, 40", "8, 92", "9, 352"})
    void countsEveryBoard(int n, int boards) {
        assertEquals(boards, new Solution().solveNQueens(n).size());
    }
}

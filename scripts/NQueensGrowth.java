import java.util.HashSet;
import java.util.Locale;
import java.util.Set;

/**
 * Counts the work of four ways to solve N-Queens, for the table in the N-Queens editorials
 * (problems/n-queens/editorial.md and problems/n-queens-ii/editorial.md, section "Growth"):
 * brute force over all n^n boards, permutations (n! boards), pruning with sets, and bitmasks.
 * Counts, not times, so every run prints the same table on every machine.
 *
 * <p>A "placement" is one queen put on one square: one step of a search, one node of its search
 * tree. Brute force and permutations place a queen in every row before checking anything, then
 * check each complete board; the pruning searches place a queen only on a square no earlier queen
 * attacks. "Squares tested" is how many squares a pruning search looks at to find those it may
 * use: with sets, every square of the row; with bitmasks, only the free ones.
 *
 * <p>Run from the repository root (Java 17 or newer runs a single source file directly):
 * <pre>
 *   java scripts/NQueensGrowth.java            # n = 1..10; brute force run up to n = 9
 *   java scripts/NQueensGrowth.java 12 10      # n = 1..12; brute force run up to n = 10 (minutes)
 * </pre>
 * A brute-force count beyond its limit is printed from its formula and marked with *; each
 * counted one is checked against that formula, and every solution count against the others.
 */
public class NQueensGrowth {

    public static void main(String[] args) {
        int maxN = args.length > 0 ? Integer.parseInt(args[0]) : 10;
        int maxBrute = args.length > 1 ? Integer.parseInt(args[1]) : 9;
        System.out.println("| n | solutions | brute force n^n: boards checked | brute force: placements"
                + " | permutations: boards checked | permutations: placements"
                + " | sets: placements | sets: squares tested | bitmasks: placements | bitmasks: squares tested |");
        System.out.println("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
        for (int n = 1; n <= maxN; n++) {
            Counts sets = new SetSearch(n).run();
            Counts bits = new BitSearch(n).run();
            Counts perms = new PermutationSearch(n).run();
            String bruteBoards;
            String brutePlaced;
            if (n <= maxBrute) {
                Counts brute = new BruteForce(n).run();
                require(brute.boards == power(n, n) && brute.placements == powerSum(n), "brute force's counts", n);
                require(brute.solutions == sets.solutions, "brute force's solutions", n);
                bruteBoards = number(brute.boards);
                brutePlaced = number(brute.placements);
            } else {
                bruteBoards = number(power(n, n)) + "*";
                brutePlaced = number(powerSum(n)) + "*";
            }
            require(perms.solutions == sets.solutions && bits.solutions == sets.solutions, "solutions", n);
            require(bits.placements == sets.placements, "the pruning searches' placements", n);
            System.out.println("| " + n + " | " + number(sets.solutions) + " | " + bruteBoards + " | " + brutePlaced
                    + " | " + number(perms.boards) + " | " + number(perms.placements)
                    + " | " + number(sets.placements) + " | " + number(sets.tested)
                    + " | " + number(bits.placements) + " | " + number(bits.tested) + " |");
        }
        if (maxN > maxBrute) {
            System.out.println();
            System.out.println("* from the formula (n^n boards; n + n^2 + ... + n^n placements), not run: "
                    + "java scripts/NQueensGrowth.java " + maxN + " " + maxN + " runs it.");
        }
    }

    /** What one search did: solutions found, complete boards checked, queens placed, squares tested. */
    static final class Counts {
        long solutions;
        long boards;
        long placements;
        long tested;
    }

    /** A queen in every row in every column, n^n boards, each checked once complete. */
    static final class BruteForce {
        final int n;
        final int[] queens;
        final Counts counts = new Counts();

        BruteForce(int n) {
            this.n = n;
            this.queens = new int[n];
        }

        Counts run() {
            place(0);
            return counts;
        }

        void place(int row) {
            if (row == n) {
                counts.boards++;
                if (noTwoAttack(queens)) {
                    counts.solutions++;
                }
                return;
            }
            for (int col = 0; col < n; col++) {
                counts.placements++;
                queens[row] = col;
                place(row + 1);
            }
        }
    }

    /** A queen in every row in a column no other row uses, n! boards, each checked once complete. */
    static final class PermutationSearch {
        final int n;
        final int[] queens;
        final boolean[] used;
        final Counts counts = new Counts();

        PermutationSearch(int n) {
            this.n = n;
            this.queens = new int[n];
            this.used = new boolean[n];
        }

        Counts run() {
            place(0);
            return counts;
        }

        void place(int row) {
            if (row == n) {
                counts.boards++;
                if (noTwoAttack(queens)) {
                    counts.solutions++;
                }
                return;
            }
            for (int col = 0; col < n; col++) {
                if (!used[col]) {
                    counts.placements++;
                    used[col] = true;
                    queens[row] = col;
                    place(row + 1);
                    used[col] = false;
                }
            }
        }
    }

    /** Row by row, a queen only on a square whose column and diagonals are in none of three sets. */
    static final class SetSearch {
        final int n;
        final Set<Integer> columns = new HashSet<>();
        final Set<Integer> diagonals = new HashSet<>();
        final Set<Integer> antiDiagonals = new HashSet<>();
        final Counts counts = new Counts();

        SetSearch(int n) {
            this.n = n;
        }

        Counts run() {
            place(0);
            return counts;
        }

        void place(int row) {
            if (row == n) {
                counts.solutions++;
                return;
            }
            for (int col = 0; col < n; col++) {
                counts.tested++;
                if (columns.contains(col) || diagonals.contains(row - col) || antiDiagonals.contains(row + col)) {
                    continue;
                }
                counts.placements++;
                columns.add(col);
                diagonals.add(row - col);
                antiDiagonals.add(row + col);
                place(row + 1);
                columns.remove(col);
                diagonals.remove(row - col);
                antiDiagonals.remove(row + col);
            }
        }
    }

    /** Row by row, the free squares of a row as the bits of one int, taken lowest first. */
    static final class BitSearch {
        final int full;
        final Counts counts = new Counts();

        BitSearch(int n) {
            this.full = (1 << n) - 1;
        }

        Counts run() {
            place(0, 0, 0);
            return counts;
        }

        void place(int cols, int diagLeft, int diagRight) {
            if (cols == full) {
                counts.solutions++;
                return;
            }
            int free = full & ~(cols | diagLeft | diagRight);
            while (free != 0) {
                int bit = free & -free;
                free -= bit;
                counts.tested++;
                counts.placements++;
                place(cols | bit, ((diagLeft | bit) << 1) & full, (diagRight | bit) >>> 1);
            }
        }
    }

    /** Whether no two queens of a complete board (queens[row] = its column) share a column or a diagonal. */
    static boolean noTwoAttack(int[] queens) {
        for (int r1 = 0; r1 < queens.length; r1++) {
            for (int r2 = r1 + 1; r2 < queens.length; r2++) {
                if (queens[r1] == queens[r2] || Math.abs(queens[r1] - queens[r2]) == r2 - r1) {
                    return false;
                }
            }
        }
        return true;
    }

    static long power(int base, int exponent) {
        long result = 1;
        for (int i = 0; i < exponent; i++) {
            result *= base;
        }
        return result;
    }

    /** n + n^2 + ... + n^n: the nodes below the root of the full n-ary tree of depth n. */
    static long powerSum(int n) {
        long sum = 0;
        for (int k = 1; k <= n; k++) {
            sum += power(n, k);
        }
        return sum;
    }

    static void require(boolean holds, String what, int n) {
        if (!holds) {
            throw new IllegalStateException(what + " disagree at n = " + n);
        }
    }

    static String number(long value) {
        return String.format(Locale.ROOT, "%,d", value);
    }
}

import java.util.*;

// N-Queens: place n queens on an n x n board so that no two attack each other,
// and return every such board. Read problems/n-queens/statement.md, write your
// solution here, then run: ./judgew test n-queens
class Solution {
    public List<List<String>> solveNQueens(int n) {
        List<List<String>> boards = new ArrayList<>();
        // Your code here.
        return boards;
    }
}

// N-Queens II: count the ways to place n queens on an n x n board so that no
// two attack each other. Read problems/n-queens-ii/statement.md, write your
// solution here, then run: ./judgew test n-queens-ii
class Solution {
    public int totalNQueens(int n) {
        // Your code here.
        return 0;
    }
}

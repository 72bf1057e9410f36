// Sudoku Solver: fill the empty cells ('.') of the board in place so that every
// row, column and 3x3 box holds the digits 1-9 once. Read
// problems/sudoku-solver/statement.md, write your solution here, then run:
// ./judgew test sudoku-solver
class Solution {
    public void solveSudoku(char[][] board) {
        // Your code here: change board itself; the method returns nothing.
    }
}

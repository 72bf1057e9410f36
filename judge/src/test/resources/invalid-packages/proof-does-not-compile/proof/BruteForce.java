class Solution {
    public int totalNQueens(int n) {
        return count(n)
    }
}

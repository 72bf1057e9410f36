class Solution {
    public int doubleIt(int n) {
        return 2 * n;
    }
}

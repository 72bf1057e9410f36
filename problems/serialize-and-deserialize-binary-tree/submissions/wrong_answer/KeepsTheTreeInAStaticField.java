/**
 * Wrong: does not encode anything. serialize keeps the root in a static field and returns an
 * empty string, and deserialize hands back whatever that field holds. That only works while both
 * calls share one loaded class; the judge, like LeetCode, runs them on two Codec objects of two
 * separately loaded classes, so deserialize finds the field empty and returns null.
 *
 * @expected-message the trees differ at the root: expected the node with value 6 (and 5 more below it), got no node
 */
public class Codec {
    private static TreeNode kept;

    public String serialize(TreeNode root) {
        kept = root;
        return "";
    }

    public TreeNode deserialize(String data) {
        return kept;
    }
}

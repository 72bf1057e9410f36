package dev.practicejudge.compile;

import java.net.URI;
import java.util.List;
import java.util.Optional;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;

/**
 * LeetCode's {@code TreeNode} and {@code ListNode}, which its solutions use without declaring them.
 *
 * <p>They sit on the compiler's source path, not in the learner's file: javac compiles one only
 * when the code names it and does not declare a class of that name itself, so a solution that
 * declares its own (some published ones do) compiles with that one, as it would on its own.
 * The definitions are LeetCode's, field for field and constructor for constructor; the worker
 * builds and reads nodes through those fields.
 */
public final class NodeClasses {

    /** Each class's source, as LeetCode's comment block in the editor shows it. */
    static final List<Source> SOURCES = List.of(
            new Source("TreeNode", """
                    public class TreeNode {
                        int val;
                        TreeNode left;
                        TreeNode right;
                        TreeNode() {}
                        TreeNode(int val) { this.val = val; }
                        TreeNode(int val, TreeNode left, TreeNode right) {
                            this.val = val;
                            this.left = left;
                            this.right = right;
                        }
                    }
                    """),
            new Source("ListNode", """
                    public class ListNode {
                        int val;
                        ListNode next;
                        ListNode() {}
                        ListNode(int val) { this.val = val; }
                        ListNode(int val, ListNode next) { this.val = val; this.next = next; }
                    }
                    """));

    private NodeClasses() {
    }

    /** The provided class of this simple name, if any. */
    static Optional<Source> named(String className) {
        return SOURCES.stream().filter(s -> s.className().equals(className)).findFirst();
    }

    /** One provided class's source, as javac reads it from the source path. */
    static final class Source extends SimpleJavaFileObject {
        private final String className;
        private final String text;

        Source(String className, String text) {
            super(URI.create("mem:///leetcode/" + className + ".java"), JavaFileObject.Kind.SOURCE);
            this.className = className;
            this.text = text;
        }

        String className() {
            return className;
        }

        @Override
        public CharSequence getCharContent(boolean ignoreEncodingErrors) {
            return text;
        }
    }
}

package dev.practicejudge.compile;

import dev.practicejudge.provided.ProvidedTypes;
import java.net.URI;
import java.util.List;
import java.util.Optional;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;

/**
 * The classes LeetCode's Java provides that the JDK does not: its node classes (each a
 * {@link ProvidedTypes provided type}), which its solutions use without declaring them, and {@code javafx.util.Pair}, which
 * they use without importing it (LeetCode-accepted code does; {@link ImplicitImports} imports its
 * package).
 *
 * <p>They sit on the compiler's source path, not in the learner's file: javac compiles one only
 * when the code names it and does not declare a class of that name itself, so a solution that
 * declares its own (some published ones do) compiles with that one, as it would on its own.
 * The node definitions are LeetCode's, field for field and constructor for constructor; the
 * worker builds and reads nodes through those fields. {@code Pair} behaves as JavaFX's does.
 */
public final class ProvidedClasses {

    /** Each class's source, as LeetCode's comment block in the editor shows it: the provided types' own, then Pair. */
    static final List<Source> SOURCES = java.util.stream.Stream.concat(
            // LeetCode's definitions use java.util's List and ArrayList (the graph Node) without an import.
            ProvidedTypes.all().stream().map(type -> new Source(type.name(), "import java.util.*;\n" + type.source())),
            java.util.stream.Stream.of(
            new Source("javafx.util.Pair", """
                    package javafx.util;

                    import java.io.Serializable;
                    import java.util.Objects;

                    public class Pair<K, V> implements Serializable {
                        private static final long serialVersionUID = 1L;
                        private final K key;
                        private final V value;
                        public Pair(K key, V value) { this.key = key; this.value = value; }
                        public K getKey() { return key; }
                        public V getValue() { return value; }
                        @Override public String toString() { return key + "=" + value; }
                        @Override public int hashCode() { return key.hashCode() * 13 + (value == null ? 0 : value.hashCode()); }
                        @Override public boolean equals(Object o) {
                            return o instanceof Pair<?, ?> p && Objects.equals(key, p.key) && Objects.equals(value, p.value);
                        }
                    }
                    """))).toList();

    private ProvidedClasses() {
    }

    /** The provided class of this binary name, if any. */
    static Optional<Source> named(String className) {
        return SOURCES.stream().filter(s -> s.className().equals(className)).findFirst();
    }

    /** The provided classes in a package ({@code ""} for the default one). */
    static List<Source> inPackage(String packageName) {
        return SOURCES.stream().filter(s -> s.packageName().equals(packageName)).toList();
    }

    /** One provided class's source, as javac reads it from the source path. */
    static final class Source extends SimpleJavaFileObject {
        private final String className;
        private final String text;

        Source(String className, String text) {
            super(URI.create("mem:///leetcode/" + className.replace('.', '/') + ".java"), JavaFileObject.Kind.SOURCE);
            this.className = className;
            this.text = text;
        }

        /** The binary name, e.g. {@code TreeNode} or {@code javafx.util.Pair}. */
        String className() {
            return className;
        }

        String packageName() {
            int dot = className.lastIndexOf('.');
            return dot < 0 ? "" : className.substring(0, dot);
        }

        @Override
        public boolean isNameCompatible(String simpleName, Kind kind) {
            return kind == Kind.SOURCE && className.substring(className.lastIndexOf('.') + 1).equals(simpleName);
        }

        @Override
        public CharSequence getCharContent(boolean ignoreEncodingErrors) {
            return text;
        }
    }
}

package dev.practicejudge.compile;

import java.util.Map;

/**
 * Defines classes from the bytes {@link SolutionCompiler} produced, and nothing else; every other
 * name goes to the parent. The worker gives a solution's classes the platform loader as parent
 * (the JDK only), the judge gives a checker's classes its own (the checker API and Jackson).
 * Unnamed, so stack frames read {@code Solution.helper(Solution.java:9)} with no loader prefix.
 */
public final class ClassBytesLoader extends ClassLoader {
    private final Map<String, byte[]> classes;

    public ClassBytesLoader(Map<String, byte[]> classes, ClassLoader parent) {
        super(parent);
        this.classes = Map.copyOf(classes);
    }

    @Override
    protected Class<?> findClass(String name) throws ClassNotFoundException {
        byte[] bytes = classes.get(name);
        if (bytes == null) {
            throw new ClassNotFoundException(name);
        }
        return defineClass(name, bytes, 0, bytes.length);
    }
}

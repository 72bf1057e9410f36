package dev.practicejudge.compile;

import dev.practicejudge.problem.ProblemFormatException;
import java.lang.reflect.Constructor;
import java.lang.reflect.Modifier;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Creates the one instance of a problem author's class (a checker, a generator) from its compiled
 * classes: exactly one concrete class implementing the API, made with its no-argument constructor.
 * Anything else is the package's fault, said with the file's name.
 */
public final class AuthorClasses {

    private AuthorClasses() {
    }

    /**
     * @param api the interface of {@code dev.practicejudge.api} the class implements
     * @param shown the source file as the judge prints it
     * @param role what the class is for, in words: "checker", "generator"
     * @throws ProblemFormatException when there is not exactly one such class, or it cannot be created
     */
    public static <T> T instantiate(Map<String, byte[]> classes, Class<T> api, String shown, String role)
            throws ProblemFormatException {
        ClassLoader loader = new ClassBytesLoader(classes, api.getClassLoader());
        List<Class<?>> found = new ArrayList<>();
        for (String name : classes.keySet()) {
            try {
                Class<?> type = Class.forName(name, false, loader);
                if (api.isAssignableFrom(type) && !type.isInterface() && !Modifier.isAbstract(type.getModifiers())) {
                    found.add(type);
                }
            } catch (ClassNotFoundException | LinkageError e) {
                throw new ProblemFormatException(Path.of(shown), "the " + role + " cannot be loaded: " + e);
            }
        }
        if (found.size() != 1) {
            throw new ProblemFormatException(Path.of(shown), "the " + role + " file must declare exactly one class that "
                    + "implements " + api.getName() + "; found " + found.size());
        }
        try {
            Constructor<?> constructor = found.get(0).getDeclaredConstructor();
            constructor.setAccessible(true);
            return api.cast(constructor.newInstance());
        } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
            Throwable cause = e.getCause() == null ? e : e.getCause();
            throw new ProblemFormatException(Path.of(shown), "the " + role + " cannot be created with a no-argument "
                    + "constructor: " + cause);
        }
    }
}

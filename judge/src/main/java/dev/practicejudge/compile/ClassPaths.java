package dev.practicejudge.compile;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.practicejudge.api.Checker;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Class path entries found from where classes were loaded: the judge's jar when run by
 * {@code judgew}, the build's class folders and Maven's jars under tests.
 */
public final class ClassPaths {

    private ClassPaths() {
    }

    /** What a checker compiles against: the judge's classes (its API) and Jackson. */
    public static List<Path> checkerApi() {
        return of(Checker.class, ObjectMapper.class, JsonFactory.class, JsonProperty.class);
    }

    /** The distinct locations the given classes were loaded from, in order. */
    public static List<Path> of(Class<?>... anchors) {
        Set<Path> entries = new LinkedHashSet<>();
        for (Class<?> anchor : anchors) {
            entries.add(locationOf(anchor));
        }
        return List.copyOf(entries);
    }

    private static Path locationOf(Class<?> type) {
        CodeSource source = type.getProtectionDomain().getCodeSource();
        if (source == null || source.getLocation() == null) {
            throw new IllegalStateException("cannot tell where " + type.getName() + " was loaded from");
        }
        try {
            return Path.of(source.getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException("bad class path entry " + source.getLocation(), e);
        }
    }
}

package dev.practicejudge.session;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The interview canon, the Blind 75: the LeetCode slugs most learners prepare with, as the judge
 * ships the list (a problem package under that slug is that problem). {@code list} counts how many
 * the repository holds and, with {@code --canon}, lists only them.
 */
public final class Canon {

    private static final Canon BLIND_75 = load("Blind 75", "blind-75.txt");

    private final String name;
    private final List<String> ids;
    private final Set<String> members;

    private Canon(String name, List<String> ids) {
        this.name = name;
        this.ids = List.copyOf(ids);
        this.members = Set.copyOf(ids);
    }

    public static Canon blind75() {
        return BLIND_75;
    }

    public String name() {
        return name;
    }

    /** The canon's problem ids, by topic. */
    public List<String> ids() {
        return ids;
    }

    public boolean contains(String id) {
        return members.contains(id);
    }

    private static Canon load(String name, String resource) {
        try (InputStream in = Canon.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("the judge's list " + resource + " is missing from its build");
            }
            List<String> ids = new ArrayList<>();
            BufferedReader lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    ids.add(line.strip());
                }
            }
            return new Canon(name, ids);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

package dev.practicejudge.session;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.json.Json;
import dev.practicejudge.problem.ProblemLoader;
import dev.practicejudge.problem.Workspace;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;

/**
 * Completion candidates for picocli (and so for the generated shell completion script): the
 * problem ids, tags and topics of the repository found as {@code judgew} finds it. picocli creates
 * these whenever it builds the command, so they do nothing until iterated, and a repository that
 * cannot be read yields no candidates rather than an error.
 */
public final class Completions {

    private Completions() {
    }

    /** The problem ids under problems/. */
    public static final class ProblemIds implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return workspace().map(w -> {
                try {
                    return w.problemIds();
                } catch (IOException e) {
                    return List.<String>of();
                }
            }).orElse(List.of()).iterator();
        }
    }

    /** Every tag some problem.json declares, sorted. */
    public static final class Tags implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            TreeSet<String> tags = new TreeSet<>();
            eachSpec(spec -> spec.path("tags").forEach(tag -> tags.add(tag.asText())));
            return tags.iterator();
        }
    }

    /** The topics of the workspace's problems, as {@code list --topic} takes them. */
    public static final class Topics implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            TreeSet<String> topics = new TreeSet<>();
            eachSpec(spec -> {
                if (spec.path("topic").isTextual()) {
                    topics.add(PracticePath.topicWord(spec.get("topic").asText()));
                }
            });
            return topics.iterator();
        }
    }

    /** Every problem.json of the workspace that parses, read without the loader's checks. */
    private static void eachSpec(java.util.function.Consumer<JsonNode> each) {
        workspace().ifPresent(w -> {
            try {
                for (String id : w.problemIds()) {
                    try {
                        each.accept(Json.MAPPER.readTree(w.problemDirectory(id).resolve(ProblemLoader.SPEC_FILE).toFile()));
                    } catch (IOException e) {
                        // A spec that does not parse offers nothing; list and validate say why.
                    }
                }
            } catch (IOException e) {
                // No readable problems/ folder: nothing to offer.
            }
        });
    }

    /** The difficulties a spec may declare, easiest first. */
    public static final class Difficulties implements Iterable<String> {
        public static final List<String> ALL = List.of("easy", "medium", "hard");

        @Override
        public Iterator<String> iterator() {
            return ALL.iterator();
        }
    }

    private static Optional<Workspace> workspace() {
        String root = System.getenv("PRACTICE_JUDGE_ROOT");
        if (root != null && !root.isBlank()) {
            return Optional.of(new Workspace(Path.of(root)));
        }
        return Workspace.find(Path.of(""));
    }
}

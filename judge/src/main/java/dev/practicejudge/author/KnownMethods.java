package dev.practicejudge.author;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.json.Json;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * LeetCode's signatures for the problems the judge ships, by slug: a new package for one of them
 * (in another repository, or under another folder) starts from the real method, which an id turned
 * into camel case often misses ({@code climbing-stairs} is {@code climbStairs}). Copied from the
 * shipped packages' problem.json and first test; KnownMethodsTest keeps the copy true.
 */
public final class KnownMethods {

    static final String RESOURCE = "leetcode-methods.json";

    /**
     * A known problem: LeetCode's title, its method as problem.json writes it (name, params, returns,
     * and mutates for a method that changes its argument), and one example's input and expected output.
     */
    public record Known(String title, JsonNode method, JsonNode sample) {

        /** The method's Java signature, as in LeetCode's code editor: {@code int climbStairs(int n)}. */
        public String signature() {
            List<String> params = new ArrayList<>();
            method.path("params").forEach(p -> params.add(p.path("type").asText() + " " + p.path("name").asText()));
            return method.path("returns").asText() + " " + method.path("name").asText()
                    + "(" + String.join(", ", params) + ")";
        }
    }

    private KnownMethods() {
    }

    /** The shipped problem with this slug, if the judge ships one with a method (design problems have none). */
    public static Optional<Known> of(String id) {
        JsonNode entry = all().path(id);
        if (!entry.isObject()) {
            return Optional.empty();
        }
        return Optional.of(new Known(entry.path("title").asText(), entry.path("method"), entry.path("sample")));
    }

    static JsonNode all() {
        try (InputStream in = KnownMethods.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is missing from the judge's jar");
            }
            return Json.MAPPER.readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + RESOURCE, e);
        }
    }
}

package dev.practicejudge.interview;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.json.Json;
import dev.practicejudge.text.CacheFile;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.IntFunction;
import java.util.function.UnaryOperator;

/**
 * Every mock interview of a workspace, in {@code .judge-cache/interviews.json}: the one still open
 * (at most one) and the ended ones, for {@code history}. Each event is written at once, whole, under
 * a lock (see {@link CacheFile}), so a judge killed between two commands, or two terminals at once,
 * lose nothing. A file that cannot be read is never overwritten: {@link #setAside} moves it beside,
 * under another name, before a new log starts.
 */
public final class InterviewLog {

    static final String FILE = "interviews.json";
    private static final String LOCK_FILE = "interviews.lock";

    /** The log file cannot be read (edited by hand, or from another version): what is wrong with it. */
    public static final class Unreadable extends Exception {
        public Unreadable(String message) {
            super(message);
        }
    }

    /** A session is open already, so another cannot start. */
    public static final class AlreadyOpen extends Exception {
        private final transient Interview open;

        AlreadyOpen(Interview open) {
            super("interview " + open.number() + " is open");
            this.open = open;
        }

        public Interview open() {
            return open;
        }
    }

    private final Path file;

    /** @param cache the workspace's cache folder, which holds the log */
    public InterviewLog(Path cache) {
        this.file = cache.resolve(FILE);
    }

    /** The log's file. */
    public Path file() {
        return file;
    }

    /** Every session, oldest first; none when there is no log yet. */
    public List<Interview> all() throws Unreadable {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            return List.of();
        } catch (IOException e) {
            throw new Unreadable("cannot read it: " + e.getMessage());
        }
        try {
            JsonNode root = Json.MAPPER.readTree(text);
            JsonNode sessions = root == null ? null : root.get("interviews");
            if (sessions == null || !sessions.isArray()) {
                throw new Unreadable("it has no \"interviews\" list");
            }
            List<Interview> all = new ArrayList<>();
            for (JsonNode session : sessions) {
                try {
                    all.add(InterviewJson.read(session));
                } catch (IllegalArgumentException e) {
                    throw new Unreadable("interview " + (all.size() + 1) + ": " + e.getMessage());
                }
            }
            return all;
        } catch (IOException e) {
            throw new Unreadable("it is not valid JSON: " + e.getMessage().lines().findFirst().orElse(""));
        }
    }

    /** The open session, if there is one. */
    public Optional<Interview> open() throws Unreadable {
        List<Interview> all = all();
        return all.stream().filter(Interview::open).reduce((first, second) -> second);
    }

    /**
     * Starts a session made by {@code make} from its number, unless one is open.
     *
     * @throws AlreadyOpen naming the open one
     */
    public Interview start(IntFunction<Interview> make) throws Unreadable, AlreadyOpen, IOException {
        Object[] outcome = new Object[1];
        CacheFile.locked(lock(), () -> {
            List<Interview> all;
            try {
                all = all();
            } catch (Unreadable e) {
                outcome[0] = e;
                return null;
            }
            Optional<Interview> open = all.stream().filter(Interview::open).findFirst();
            if (open.isPresent()) {
                outcome[0] = new AlreadyOpen(open.get());
                return null;
            }
            Interview started = make.apply(all.stream().mapToInt(Interview::number).max().orElse(0) + 1);
            List<Interview> more = new ArrayList<>(all);
            more.add(started);
            write(more);
            outcome[0] = started;
            return null;
        });
        if (outcome[0] instanceof Unreadable e) {
            throw e;
        }
        if (outcome[0] instanceof AlreadyOpen e) {
            throw e;
        }
        return (Interview) outcome[0];
    }

    /**
     * Changes the open session and writes it at once; the changed session, or empty when none is
     * open (ended in another terminal meanwhile, say).
     */
    public Optional<Interview> update(UnaryOperator<Interview> change) throws Unreadable, IOException {
        Object[] outcome = new Object[1];
        CacheFile.locked(lock(), () -> {
            List<Interview> all;
            try {
                all = new ArrayList<>(all());
            } catch (Unreadable e) {
                outcome[0] = e;
                return null;
            }
            for (int i = 0; i < all.size(); i++) {
                if (all.get(i).open()) {
                    Interview changed = change.apply(all.get(i));
                    all.set(i, changed);
                    write(all);
                    outcome[0] = changed;
                    return null;
                }
            }
            return null;
        });
        if (outcome[0] instanceof Unreadable e) {
            throw e;
        }
        return Optional.ofNullable((Interview) outcome[0]);
    }

    /**
     * Moves an unreadable log aside, to {@code interviews-unreadable-<time>.json} beside it, so a new
     * one can start and the old one is still there to read or mend; the name it was given.
     */
    public Path setAside(Instant now) throws IOException {
        Path aside = file.resolveSibling("interviews-unreadable-" + now.toString().replace(':', '-') + ".json");
        CacheFile.locked(lock(), () -> Files.move(file, aside));
        return aside;
    }

    private Path lock() {
        return file.resolveSibling(LOCK_FILE);
    }

    private void write(List<Interview> all) throws IOException {
        ObjectNode root = Json.MAPPER.createObjectNode();
        root.put("version", 1);
        ArrayNode sessions = root.putArray("interviews");
        all.forEach(session -> sessions.add(InterviewJson.of(session)));
        CacheFile.write(file, Json.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(root) + "\n");
    }
}

package dev.practicejudge.compile;

import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Compiled classes on disk, keyed by a hash of everything the compile depends on (the source,
 * its file name, the signature checked, the judge's own compiler code and the Java version), so
 * judging an unchanged file again skips javac, the slowest step of a cold run.
 *
 * <p>Only successful compiles are kept. Entries are written aside and moved into place, so two
 * judges at once never read half an entry; an entry that does not read back whole is ignored and
 * written again. Thread-safe.
 */
public final class ClassCache {

    /** Entries kept; the least recently written beyond this are deleted. */
    static final int MAX_ENTRIES = 256;
    private static final int MAGIC = 0x504A4343; // "PJCC"
    private static final String SUFFIX = ".classes";

    private final Path folder;
    private final String judgeIdentity;

    /** @param folder where entries live, e.g. {@code .judge-cache/classes}; created when first written */
    public ClassCache(Path folder) {
        this.folder = folder;
        this.judgeIdentity = judgeIdentity();
    }

    /** The key of a compile: a hex SHA-256 of its inputs. */
    String key(String kind, String fileName, String source) {
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            for (String part : List.of(judgeIdentity, kind, fileName, source)) {
                byte[] bytes = part.getBytes(StandardCharsets.UTF_8);
                digest.update(Integer.toString(bytes.length).getBytes(StandardCharsets.US_ASCII));
                digest.update((byte) ':');
                digest.update(bytes);
            }
            return HexFormat.of().formatHex(digest.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this Java", e);
        }
    }

    /** The classes stored under the key, if a whole entry is there. */
    Optional<Map<String, byte[]>> get(String key) {
        Path file = folder.resolve(key + SUFFIX);
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        try (DataInputStream in = new DataInputStream(Files.newInputStream(file))) {
            if (in.readInt() != MAGIC) {
                return Optional.empty();
            }
            int count = in.readInt();
            Map<String, byte[]> classes = new LinkedHashMap<>();
            for (int i = 0; i < count; i++) {
                String name = in.readUTF();
                byte[] bytes = new byte[in.readInt()];
                in.readFully(bytes);
                classes.put(name, bytes);
            }
            return in.readInt() == MAGIC ? Optional.of(classes) : Optional.empty();
        } catch (IOException | RuntimeException e) {
            return Optional.empty(); // cut short or corrupt: compile again
        }
    }

    /** Stores the classes; a failure to write only costs a compile next time. */
    void put(String key, Map<String, byte[]> classes) {
        try {
            Files.createDirectories(folder);
            ByteArrayOutputStream buffer = new ByteArrayOutputStream();
            try (DataOutputStream out = new DataOutputStream(buffer)) {
                out.writeInt(MAGIC);
                out.writeInt(classes.size());
                for (Map.Entry<String, byte[]> entry : classes.entrySet()) {
                    out.writeUTF(entry.getKey());
                    out.writeInt(entry.getValue().length);
                    out.write(entry.getValue());
                }
                out.writeInt(MAGIC);
            }
            Path temporary = Files.createTempFile(folder, key, ".tmp");
            try {
                Files.write(temporary, buffer.toByteArray());
                try {
                    Files.move(temporary, folder.resolve(key + SUFFIX), StandardCopyOption.ATOMIC_MOVE,
                            StandardCopyOption.REPLACE_EXISTING);
                } catch (AtomicMoveNotSupportedException e) {
                    Files.move(temporary, folder.resolve(key + SUFFIX), StandardCopyOption.REPLACE_EXISTING);
                }
            } finally {
                Files.deleteIfExists(temporary);
            }
            prune();
        } catch (IOException | RuntimeException e) {
            // The cache is an optimisation; judging goes on without it.
        }
    }

    private void prune() throws IOException {
        List<Path> entries;
        try (Stream<Path> files = Files.list(folder)) {
            entries = files.filter(f -> f.getFileName().toString().endsWith(SUFFIX)).toList();
        }
        if (entries.size() <= MAX_ENTRIES) {
            return;
        }
        entries.stream().sorted(Comparator.comparingLong(ClassCache::modified)).limit(entries.size() - MAX_ENTRIES)
                .forEach(f -> f.toFile().delete());
    }

    private static long modified(Path file) {
        try {
            return Files.getLastModifiedTime(file).toMillis();
        } catch (IOException e) {
            return 0;
        }
    }

    /**
     * What identifies the judge's compile behaviour: the Java version and the judge's own code
     * (its jar's size and time, or the compiler class's when run from class folders), so a new
     * build of the judge never reuses classes an older one compiled.
     */
    private static String judgeIdentity() {
        StringBuilder identity = new StringBuilder(System.getProperty("java.vm.version", "?"));
        try {
            Path code = ClassPaths.of(SolutionCompiler.class).get(0);
            Path probe = Files.isDirectory(code)
                    ? code.resolve(SolutionCompiler.class.getName().replace('.', '/') + ".class") : code;
            identity.append('|').append(Files.size(probe)).append('|').append(Files.getLastModifiedTime(probe).toMillis());
        } catch (IOException | RuntimeException e) {
            identity.append("|unknown-").append(System.nanoTime()); // never share entries then
        }
        return identity.toString();
    }
}

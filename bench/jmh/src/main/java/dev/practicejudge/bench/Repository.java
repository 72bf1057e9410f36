package dev.practicejudge.bench;

import java.nio.file.Files;
import java.nio.file.Path;

/** Where the repository (with problems/) is: -Dpracticejudge.root, else the nearest folder above the current one. */
final class Repository {

    private Repository() {
    }

    static Path root() {
        String property = System.getProperty("practicejudge.root");
        if (property != null && !property.isBlank()) {
            return Path.of(property).toAbsolutePath().normalize();
        }
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            if (Files.isDirectory(dir.resolve("problems")) && Files.isDirectory(dir.resolve("judge"))) {
                return dir;
            }
        }
        throw new IllegalStateException("cannot find the repository: run from inside it or pass -Dpracticejudge.root=DIR");
    }
}

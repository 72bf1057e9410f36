package dev.practicejudge.ide;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RepositoryRootTest {

    @TempDir
    Path repository;

    @Test
    void withoutThePropertyTheNearestFolderAboveWithProblemsIsTheRoot() throws IOException {
        Files.createDirectories(repository.resolve("problems"));
        Path module = Files.createDirectories(repository.resolve("ide"));

        assertEquals(repository.toRealPath(), RepositoryRoot.find(Optional.empty(), module).root().toRealPath());
    }

    @Test
    void aRelativePropertyTypedAtTheRepositoryRootIsFoundFromTheModulesFolder() throws IOException {
        Path fixture = Files.createDirectories(repository.resolve("ide/src/test/resources/three/problems")).getParent();
        Path module = repository.resolve("ide");

        assertEquals(fixture.toRealPath(),
                RepositoryRoot.find(Optional.of("ide/src/test/resources/three"), module).root().toRealPath());
    }

    @Test
    void aPropertyNamingNoRepositorySaysWhatWasTried() {
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> RepositoryRoot.find(Optional.of(repository.resolve("nowhere").toString()), repository));

        assertTrue(e.getMessage().contains("practicejudge.root=") && e.getMessage().contains("has no problems/ folder"),
                e.getMessage());
    }
}

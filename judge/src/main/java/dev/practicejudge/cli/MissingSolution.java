package dev.practicejudge.cli;

import dev.practicejudge.problem.Workspace;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** Says what to do when solutions/ID/Solution.java is missing, noticing a file written in the wrong place. */
final class MissingSolution {

    private MissingSolution() {
    }

    static String explain(Workspace workspace, String id) {
        String expected = workspace.display(workspace.solutionFile(id));
        for (Path candidate : candidates(workspace, id)) {
            return "no " + expected + ", but there is " + workspace.display(candidate)
                    + ": the judge reads exactly " + expected + " (move or rename it there)";
        }
        return "no solution yet for " + id + ": run ./judgew new " + id + " to create " + expected;
    }

    /** Java files near where the solution belongs: in the problem's folder under another name, or one level off. */
    private static List<Path> candidates(Workspace workspace, String id) {
        Path folder = workspace.solutionFile(id).getParent();
        Path solutions = folder.getParent();
        List<Path> near = new java.util.ArrayList<>();
        near.addAll(javaFiles(folder, 3));
        Path loose = solutions.resolve(id + ".java");
        if (Files.isRegularFile(loose)) {
            near.add(loose);
        }
        Path rootLevel = solutions.resolve("Solution.java");
        if (Files.isRegularFile(rootLevel)) {
            near.add(rootLevel);
        }
        return near;
    }

    private static List<Path> javaFiles(Path folder, int depth) {
        if (!Files.isDirectory(folder)) {
            return List.of();
        }
        try (Stream<Path> files = Files.walk(folder, depth)) {
            return files.filter(f -> f.getFileName().toString().endsWith(".java") && Files.isRegularFile(f))
                    .sorted().toList();
        } catch (IOException e) {
            return List.of();
        }
    }
}

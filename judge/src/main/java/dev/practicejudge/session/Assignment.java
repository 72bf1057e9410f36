package dev.practicejudge.session;

import dev.practicejudge.classroom.StudentTemplate;
import dev.practicejudge.problem.ProblemFormatException;
import dev.practicejudge.problem.Workspace;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * A student template written ({@code assignment}), as a front-end reports it.
 *
 * @param problems the problems, in the README's order
 * @param leftOut for each problem, what of its package stayed out (file names, folders ending in /)
 * @param files how many files the template holds
 * @param protectedPaths the paths the teacher protects in Classroom, as its setting takes them
 * @param teacherNote the file of the template that tells the teacher the same
 */
public record Assignment(List<Problem> problems, Map<String, List<String>> leftOut, int files,
                         List<String> protectedPaths, String teacherNote) {

    public Assignment {
        problems = List.copyOf(problems);
        leftOut = Map.copyOf(leftOut);
        protectedPaths = List.copyOf(protectedPaths);
    }

    /** A problem of the template, with its points (its problem.json's {@code grading}). */
    public record Problem(String id, String title, String difficulty, int points, boolean partialCredit) {
    }

    /** The sum of the problems' points: the most the template's grading gives. */
    public int maxPoints() {
        return problems.stream().mapToInt(Problem::points).sum();
    }

    /**
     * Writes a student template for problems {@code ids} of the session's repository (which must be
     * known) into {@code out}, a new or empty folder: nothing is written when it is neither, and a
     * template that fails half way is removed, so {@code out} holds a whole template or is as it was.
     *
     * @param title the students' README's heading; when empty, one made of the problems' titles
     * @see StudentTemplate
     */
    public static Assignment write(Session session, List<String> ids, boolean hints, Optional<String> title, Path out)
            throws Refused {
        Session.requireKnown(ids, session.known());
        Path root = session.root();
        List<String> missing = StudentTemplate.missingFrom(root);
        if (!missing.isEmpty()) {
            throw new Refused(root + " lacks " + String.join(", ", missing) + ", which a template copies: run "
                    + "assignment in the Practice Judge repository");
        }
        Path target = out.toAbsolutePath().normalize();
        requireRoom(out, target, root.toAbsolutePath().normalize());
        Path partial = null;
        try {
            Files.createDirectories(target.getParent());
            // Written beside the target and moved into place at the end, so a failure leaves no half template.
            partial = Files.createTempDirectory(target.getParent(), "." + target.getFileName() + "-");
            StudentTemplate.Written written = StudentTemplate.write(session.workspace(),
                    new StudentTemplate.Choice(ids, hints, title), partial);
            Files.deleteIfExists(target);
            Files.move(partial, target);
            return of(written);
        } catch (ProblemFormatException e) {
            throw new Refused("the problem package is broken: " + e.getMessage());
        } catch (IOException e) {
            throw new Refused("cannot write the template to " + out + ": " + e);
        } finally {
            if (partial != null && Files.exists(partial)) {
                deleteTree(partial);
            }
        }
    }

    /** Refuses a target that is not a new or empty folder, or lies where the judge reads problems or solutions. */
    private static void requireRoom(Path out, Path target, Path root) throws Refused {
        if (Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
            if (!Files.isDirectory(target, LinkOption.NOFOLLOW_LINKS)) {
                throw new Refused(out + " exists and is not a folder; nothing was written: give a new or empty folder");
            }
            try (Stream<Path> entries = Files.list(target)) {
                if (entries.findAny().isPresent()) {
                    throw new Refused(out + " is not empty; nothing was written: give a new or empty folder");
                }
            } catch (IOException e) {
                throw new Refused("cannot read " + out + ": " + e.getMessage());
            }
        }
        for (String inside : List.of(Workspace.PROBLEMS_DIR, "solutions")) {
            if (target.startsWith(root.resolve(inside))) {
                throw new Refused(out + " is inside the repository's " + inside + "/ folder; nothing was written: "
                        + "give a folder outside it");
            }
        }
    }

    private static void deleteTree(Path folder) {
        try (Stream<Path> walk = Files.walk(folder)) {
            for (Path path : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(path);
            }
        } catch (IOException e) {
            // What is left is a hidden folder beside the target, named after it, for the teacher to remove.
        }
    }

    static Assignment of(StudentTemplate.Written written) {
        return new Assignment(written.problems().stream()
                .map(p -> new Problem(p.id(), p.title(), p.difficulty(), p.points(), p.partialCredit())).toList(),
                written.leftOut(), written.files(), StudentTemplate.PROTECTED, StudentTemplate.TEACHER_NOTE);
    }
}

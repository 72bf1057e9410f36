/**
 * GitHub Classroom's autograding, spoken exactly: the two notices its reporter emits and Classroom
 * reads as the score, and the {@code result} output its graders set for that reporter. The shapes
 * follow the sources of classroom-resources/autograding-grading-reporter ({@code src/main.js},
 * {@code src/notify-classroom.js}, {@code src/helpers/test-helpers.js}) and
 * classroom-resources/autograding-io-grader and autograding-command-grader ({@code src/main.js});
 * {@code docs/classroom.md} says how a teacher uses them.
 */
package dev.practicejudge.classroom;

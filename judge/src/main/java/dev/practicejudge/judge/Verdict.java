package dev.practicejudge.judge;

/**
 * The verdict of one test, or of a problem (its first failing test's, or CE when it did not
 * compile). The codes are a contract: reports and graders read them.
 */
public enum Verdict {
    /** Accepted: the output is right and within the limits. */
    AC("accepted"),
    /** Wrong answer. */
    WA("wrong answer"),
    /** Time limit exceeded: the solution's CPU time, or the wall-clock backstop for one that waits. */
    TLE("time limit exceeded"),
    /** Memory limit exceeded (the worker's heap). */
    MLE("memory limit exceeded"),
    /** Runtime error: an exception, a stack overflow, or the solution ending the JVM. */
    RE("runtime error"),
    /** Output limit exceeded. */
    OLE("output limit exceeded"),
    /** Compile error, or a Solution without the problem's method. */
    CE("compile error"),
    /** Judge error: the problem package or the judge failed, not the solution. */
    JE("judge error");

    private final String description;

    Verdict(String description) {
        this.description = description;
    }

    public String description() {
        return description;
    }
}

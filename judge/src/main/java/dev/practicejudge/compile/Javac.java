package dev.practicejudge.compile;

/**
 * Whether this Java runtime can compile: the commands that compile solutions check it before
 * judging anything, so a runtime without a compiler (a JRE, a jlink'd image) is a judge error
 * (exit 2) and never a compile error charged to the learner.
 */
public final class Javac {

    private Javac() {
    }

    /**
     * @throws Unavailable saying what to install, when the runtime has no compiler. The check reads
     *     the boot layer's modules only, so it does not load javac (which a run whose classes are
     *     cached never needs).
     */
    public static void requireAvailable() {
        if (ModuleLayer.boot().findModule("jdk.compiler").isEmpty()) {
            throw new Unavailable("this Java runtime (" + System.getProperty("java.home")
                    + ") has no Java compiler (module jdk.compiler), so no solution can be judged. "
                    + "Run the judge with a JDK 17 or newer (e.g. 'apt-get install openjdk-17-jdk'), "
                    + "or point JAVA_HOME at one.");
        }
    }

    /**
     * The runtime cannot compile. A fault of the set-up that its message fully explains, so it is
     * reported as one line (exit 2) without the stack trace other judge errors carry.
     */
    public static final class Unavailable extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Unavailable(String message) {
            super(message);
        }
    }
}

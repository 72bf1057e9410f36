package dev.practicejudge.validate;

import java.util.Objects;

/** One line of a validation report: a check that passed, a warning, or a failure, in words. */
public record Finding(Level level, String text) {

    /** How serious a finding is; only FAIL makes a package invalid. */
    public enum Level {
        OK, WARN, FAIL
    }

    public Finding {
        Objects.requireNonNull(level, "level");
        Objects.requireNonNull(text, "text");
    }

    static Finding ok(String text) {
        return new Finding(Level.OK, text);
    }

    static Finding warn(String text) {
        return new Finding(Level.WARN, text);
    }

    static Finding fail(String text) {
        return new Finding(Level.FAIL, text);
    }
}

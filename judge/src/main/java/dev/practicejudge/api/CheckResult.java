package dev.practicejudge.api;

import java.util.Objects;

/** A comparator's answer: accepted, or rejected with the reason in words a learner understands. */
public final class CheckResult {

    private static final CheckResult ACCEPTED = new CheckResult(true, null);

    private final boolean accepted;
    private final String reason;

    private CheckResult(boolean accepted, String reason) {
        this.accepted = accepted;
        this.reason = reason;
    }

    public static CheckResult accepted() {
        return ACCEPTED;
    }

    public static CheckResult rejected(String reason) {
        return new CheckResult(false, Objects.requireNonNull(reason, "reason"));
    }

    public boolean isAccepted() {
        return accepted;
    }

    /** Why the output was rejected; null when accepted. */
    public String reason() {
        return reason;
    }

    @Override
    public String toString() {
        return accepted ? "accepted" : "rejected: " + reason;
    }
}

package dev.practicejudge.session;

import dev.practicejudge.judge.StatusCache;
import java.util.Optional;

/**
 * Where a learner stands on one problem, as {@code list} shows it: decided by the last judged
 * result in the status cache and by whether a solution file exists.
 */
public enum LearnerStatus {
    /** The last judged run of the learner's own file was accepted. */
    SOLVED("solved"),
    /** Judged with another verdict, or a solution file exists that was never judged. */
    ATTEMPTED("attempted"),
    /** No solution file and no judged result. */
    NOT_STARTED("not started"),
    /** The problem package does not load, so nothing about it can be shown or judged. */
    BROKEN("broken package");

    private final String label;

    LearnerStatus(String label) {
        this.label = label;
    }

    /** The words {@code list} prints, e.g. {@code not started}. */
    public String label() {
        return label;
    }

    /**
     * The status of a problem whose package loads.
     *
     * @param cached the problem's last judged result, if it was ever judged
     * @param solutionExists whether {@code solutions/<id>/Solution.java} exists
     */
    public static LearnerStatus of(Optional<StatusCache.Status> cached, boolean solutionExists) {
        if (cached.isPresent()) {
            return cached.get().solved() ? SOLVED : ATTEMPTED;
        }
        return solutionExists ? ATTEMPTED : NOT_STARTED;
    }
}

package dev.practicejudge.present;

/**
 * What a solution printed (its captured stdout or stderr) as a person is shown it: stripped of
 * leading and trailing blank space, cut to a length, with a note of what was cut here and of what
 * the worker dropped beyond its own cap.
 */
public final class CapturedOutputNote {

    /** Longest captured output a terminal shows per stream, under a failing test or a run. */
    public static final int TERMINAL_MAX_CHARS = 2000;

    private CapturedOutputNote() {
    }

    /** Whether there is anything to show: some text, or a count of dropped bytes. */
    public static boolean any(String text, long dropped) {
        return !text.isEmpty() || dropped > 0;
    }

    /**
     * The text, up to {@code maxChars} characters (never half a surrogate pair), and the notes.
     *
     * @param dropped bytes the worker did not keep, counted after its cap
     */
    public static String text(String text, long dropped, int maxChars) {
        String shown = text.strip();
        String note = "";
        if (shown.length() > maxChars) {
            int end = Character.isHighSurrogate(shown.charAt(maxChars - 1)) ? maxChars - 1 : maxChars;
            note = "\n[" + (shown.length() - end) + " more characters not shown]";
            shown = shown.substring(0, end);
        }
        if (dropped > 0) {
            note += "\n[" + dropped + " more bytes were printed and dropped]";
        }
        return shown + note;
    }
}

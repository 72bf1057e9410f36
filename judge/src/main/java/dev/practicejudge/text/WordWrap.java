package dev.practicejudge.text;

import java.util.ArrayList;
import java.util.List;

/** Text broken into lines at spaces; a word longer than a line stays whole on a line of its own. */
public final class WordWrap {

    private WordWrap() {
    }

    /** {@code text} in lines of at most {@code width} characters, but for a single word that is longer. */
    public static List<String> lines(String text, int width) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.strip().split(" +")) {
            if (line.length() > 0 && line.length() + 1 + word.length() > width) {
                lines.add(line.toString());
                line.setLength(0);
            }
            if (line.length() > 0) {
                line.append(' ');
            }
            line.append(word);
        }
        lines.add(line.toString());
        return lines;
    }
}

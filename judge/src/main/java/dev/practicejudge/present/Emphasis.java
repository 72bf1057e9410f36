package dev.practicejudge.present;

/**
 * How a terminal drawing sets text apart (bold), so the drawings need not know where colours are
 * switched on and off. {@link #NONE} leaves text as it is: what pipes and tests get.
 */
@FunctionalInterface
public interface Emphasis {

    Emphasis NONE = text -> text;

    /** The text in bold, or unchanged where no styling is wanted. */
    String bold(String text);
}

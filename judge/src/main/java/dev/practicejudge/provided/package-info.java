/**
 * LeetCode's provided types ({@code TreeNode}, {@code ListNode}, and those the canon adds), one
 * {@link dev.practicejudge.provided.ProvidedType descriptor} each, listed once in
 * {@link dev.practicejudge.provided.ProvidedTypes}: everything the judge knows about a type (its
 * source, JSON form, how the worker reads and writes it, how two values differ, how it is drawn,
 * shrunk and shown in a stub) is said in its descriptor. It sits at the bottom: it depends on the
 * JDK, Jackson, {@code json} and {@code text} only, so every layer may ask it.
 */
package dev.practicejudge.provided;

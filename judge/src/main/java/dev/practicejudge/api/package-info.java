/**
 * The API a problem author writes against: {@link dev.practicejudge.api.Checker} and
 * {@link dev.practicejudge.api.CheckResult}. Everything here is a contract with the checker files
 * in {@code problems/<id>/}: it depends on the JDK and Jackson only, never on the judge's
 * internals, and changes only compatibly.
 */
package dev.practicejudge.api;

package dev.practicejudge.worker;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.practicejudge.protocol.Frame.Result.Repeated;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The worker finds the lists a returned list holds as the same object, by identity, not by equality. */
class RepeatedObjectsTest {

    @Test
    void oneListAddedAtEveryAnswerIsOneObjectManyTimes() {
        List<Integer> path = new ArrayList<>();
        List<List<Integer>> result = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            result.add(path);
        }

        assertEquals(List.of(new Repeated(8, List.of(0, 1, 2, 3, 4))), RepeatedObjects.in(result),
                "how many times, and the first positions only");
    }

    @Test
    void equalListsThatAreDifferentObjectsAreNotRepeated() {
        List<List<Integer>> result = List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>(List.of(1)),
                new ArrayList<>(List.of(1)));

        assertEquals(List.of(), RepeatedObjects.in(result));
    }

    @Test
    void eachRepeatedObjectInTheOrderOfItsFirstPosition() {
        List<String> board = new ArrayList<>(List.of("Q"));
        List<String> other = new ArrayList<>(List.of("."));
        List<List<String>> boards = new ArrayList<>(List.of(new ArrayList<>(), other, board, other, board, board));

        assertEquals(List.of(new Repeated(2, List.of(1, 3)), new Repeated(3, List.of(2, 4, 5))),
                RepeatedObjects.in(boards));
    }

    @Test
    void anArrayOfArraysIsCheckedToo() {
        int[] interval = {1, 2};
        int[][] answer = {interval, {3, 4}, interval};

        assertEquals(List.of(new Repeated(2, List.of(0, 2))), RepeatedObjects.in(answer));
    }

    @Test
    void valuesThatCannotChangeMayBeSharedFreely() {
        List<Object> answer = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            answer.add(List.of());
            answer.add(Collections.emptyList());
            answer.add(new int[0]);
            answer.add("abc");
            answer.add(7);
            answer.add(null);
        }

        assertEquals(List.of(), RepeatedObjects.in(answer));
        assertEquals(List.of(), RepeatedObjects.in(42), "not a list");
        assertEquals(List.of(), RepeatedObjects.in(null));
    }
}

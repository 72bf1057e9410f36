package dev.practicejudge.worker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.practicejudge.protocol.Frame.Progress.Stop;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The worker's watch over the limits ({@link Watchdog#passed}) on real threads: which limit an
 * attempt has passed and what its solution was doing then. Nothing here times anything: each test
 * waits until the watch says a limit passed, and the limits are set so that only one can.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class LimitsWatchTest {

    private static final long NEVER = TimeUnit.DAYS.toNanos(1);
    private static final long SHORT = TimeUnit.MILLISECONDS.toNanos(50);

    private final AtomicBoolean done = new AtomicBoolean();
    private Thread solving;

    @AfterEach
    void endTheSolution() throws InterruptedException {
        done.set(true);
        if (solving != null) {
            solving.interrupt();
            solving.join();
        }
    }

    /** Runs {@code body} as a solution's attempt on a thread of its own group, and returns its clock once it runs. */
    private SolutionClock attempt(boolean call, Runnable body) throws InterruptedException {
        CountDownLatch started = new CountDownLatch(1);
        SolutionClock[] clock = new SolutionClock[1];
        solving = new Thread(new ThreadGroup("solution"), () -> {
            clock[0] = new SolutionClock(Thread.currentThread());
            if (call) {
                clock[0].startCall();
            }
            started.countDown();
            body.run();
        }, "solution");
        solving.start();
        started.await();
        return clock[0];
    }

    private void spin() {
        long spins = 0;
        while (!done.get()) {
            spins++;
        }
        assertTrue(spins >= 0);
    }

    private static Stop awaitStop(SolutionClock clock, long cpuLimit, long wallLimit, long busyWallLimit)
            throws InterruptedException {
        Stop stop;
        while ((stop = Watchdog.passed(clock, cpuLimit, wallLimit, busyWallLimit)) == null) {
            Thread.sleep(Watchdog.CHECK_MS);
        }
        return stop;
    }

    /** Sleeps a day, or until the test is over. */
    private static void sleep() {
        try {
            Thread.sleep(TimeUnit.DAYS.toMillis(1));
        } catch (InterruptedException e) {
            // the test is over
        }
    }

    @Test
    void aSolutionThatComputesPastItsCpuLimitIsStoppedByIt() throws InterruptedException {
        SolutionClock clock = attempt(true, this::spin);

        Stop stop = awaitStop(clock, SHORT, NEVER, NEVER);

        assertEquals(Stop.Limit.CPU, stop.limit());
        assertTrue(stop.cpuNanos() > SHORT, stop::toString);
    }

    @Test
    void theThreadsItStartsAreChargedToTheSolution() throws InterruptedException {
        SolutionClock clock = attempt(true, () -> {
            Thread helper = new Thread(this::spin, "helper");
            helper.start();
            try {
                helper.join();
            } catch (InterruptedException e) {
                done.set(true);
            }
        });

        Stop stop = awaitStop(clock, SHORT, NEVER, NEVER);

        assertEquals(Stop.Limit.CPU, stop.limit(), "its own thread only waits: the helper's CPU time is charged");
    }

    @ParameterizedTest(name = "called: {0}")
    @ValueSource(booleans = {true, false})
    void aSolutionThatSleepsIsStoppedByTheWallClockAsWaiting(boolean called) throws InterruptedException {
        // In its call, or before it in a static initialiser.
        SolutionClock clock = attempt(called, LimitsWatchTest::sleep);

        Stop stop = awaitStop(clock, NEVER, SHORT, NEVER);

        assertEquals(Stop.Limit.WALL, stop.limit());
        assertEquals(called, stop.called());
        assertTrue(stop.waiting(), "asleep, not computing: stopped at the backstop, not the busy machine's");
    }

    @ParameterizedTest(name = "called: {0}")
    @ValueSource(booleans = {true, false})
    void aSolutionStillRunningUnderItsCpuLimitGoesOnPastTheBackstopUntilTheBusyMachinesOne(boolean called)
            throws InterruptedException {
        // On a machine too busy to give it the time, a solution under its CPU limit meets the
        // backstop while it runs, in its call or before it (a static initialiser doing honest
        // work, or a stack overflow unwinding): here the CPU limit is out of reach instead.
        SolutionClock clock = attempt(called, this::spin);
        while (clock.wallNanos() <= SHORT) {
            Thread.sleep(Watchdog.CHECK_MS);
        }

        assertNull(Watchdog.passed(clock, NEVER, SHORT, NEVER), "past the backstop, but running: not stopped");
        Stop stop = awaitStop(clock, NEVER, SHORT, 2 * SHORT);

        assertEquals(Stop.Limit.WALL, stop.limit());
        assertEquals(called, stop.called());
        assertFalse(stop.waiting(), "it was running");
    }

    @Test
    void anAttemptThatHasEndedIsNotStoppedWhileItsResultIsOnItsWay() throws InterruptedException {
        // The solving thread has set the outcome and waits for the next test; on a busy machine the
        // test may be finished only after the backstop. The thread is not running: it would read as
        // waiting, and a test already decided would become a TLE.
        CountDownLatch ended = new CountDownLatch(1);
        SolutionClock clock = attempt(true, () -> {
            ended.countDown();
            sleep();
        });
        ended.await();
        while (solving.getState() != Thread.State.TIMED_WAITING || clock.wallNanos() <= SHORT) {
            Thread.sleep(Watchdog.CHECK_MS);
        }
        assertTrue(Watchdog.passed(clock, NEVER, SHORT, 2 * SHORT).waiting(), "asleep and not ended: waiting");

        clock.end();
        assertNull(Watchdog.passed(clock, NEVER, SHORT, 2 * SHORT), "ended: no limit judged");
        assertNull(Watchdog.passed(clock, 0, SHORT, SHORT), "not even the busy machine's backstop");
    }

    @Test
    void aClassThatNeverFinishesLoadingIsStoppedByItsCpuTimeBeforeTheCall() throws InterruptedException {
        // A static initialiser that loops forever: the wall-clock limits are out of reach, so
        // however busy the machine, its CPU time decides.
        SolutionClock clock = attempt(false, this::spin);

        Stop stop = awaitStop(clock, SHORT, NEVER, NEVER);

        assertEquals(Stop.Limit.LOADING_CPU, stop.limit(), "held to the limit, though the judged clock starts at the call");
        assertFalse(stop.called());
        assertTrue(stop.cpuNanos() > SHORT, "the loading's CPU time is said: " + stop);
    }
}

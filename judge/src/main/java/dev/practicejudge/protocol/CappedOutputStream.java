package dev.practicejudge.protocol;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * Keeps the first {@code cap} bytes written to it and counts the rest, so a solution that prints
 * without end costs the worker a bounded amount of memory. Thread-safe: a solution may print from
 * several threads.
 */
public final class CappedOutputStream extends OutputStream {
    private final int cap;
    private final ByteArrayOutputStream kept = new ByteArrayOutputStream();
    private long dropped;

    public CappedOutputStream(int cap) {
        this.cap = cap;
    }

    @Override
    public synchronized void write(int b) {
        if (kept.size() < cap) {
            kept.write(b);
        } else {
            dropped++;
        }
    }

    @Override
    public synchronized void write(byte[] bytes, int offset, int length) {
        int room = Math.max(0, Math.min(length, cap - kept.size()));
        kept.write(bytes, offset, room);
        dropped += length - room;
    }

    public synchronized String text() {
        return kept.toString(StandardCharsets.UTF_8);
    }

    public synchronized long dropped() {
        return dropped;
    }
}

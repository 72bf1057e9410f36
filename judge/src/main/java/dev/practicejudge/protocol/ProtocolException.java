package dev.practicejudge.protocol;

import java.io.IOException;

/**
 * The peer broke the protocol: a frame that could not be read ({@link Frames}) or decoded
 * ({@link FrameCodec}). The connection cannot be trusted any further.
 */
public final class ProtocolException extends IOException {
    private static final long serialVersionUID = 1L;

    public ProtocolException(String message) {
        super(message);
    }
}

package dev.practicejudge.run;

import java.io.BufferedReader;
import java.io.DataInputStream;
import java.io.InputStreamReader;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.Channels;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * A stand-in for the worker JVM that breaks the protocol in one chosen way, so the judge's side
 * of the channel can be shown to report each violation instead of crashing or hanging.
 * Arguments: the way to misbehave, then the socket path the judge gave.
 */
public final class MisbehavingWorker {

    private MisbehavingWorker() {
    }

    public static void main(String[] args) throws Exception {
        String mode = args[0];
        Path socket = Path.of(args[args.length - 1]);
        String token = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.US_ASCII)).readLine();
        try (SocketChannel channel = SocketChannel.open(StandardProtocolFamily.UNIX)) {
            channel.connect(UnixDomainSocketAddress.of(socket));
            switch (mode) {
                case "closes-at-once" -> {
                    return;
                }
                case "wrong-token" -> {
                    frame(channel, "{\"type\":\"hello\",\"token\":\"0123456789abcdef\"}");
                    Thread.sleep(60_000);
                    return;
                }
                default -> frame(channel, "{\"type\":\"hello\",\"token\":\"" + token + "\"}");
            }
            DataInputStream in = new DataInputStream(Channels.newInputStream(channel));
            skipFrame(in); // init
            skipFrame(in); // the first test
            switch (mode) {
                case "oversized-frame" -> raw(channel, ByteBuffer.allocate(4).putInt(Integer.MAX_VALUE).flip());
                case "negative-length" -> raw(channel, ByteBuffer.allocate(4).putInt(-5).flip());
                case "not-json" -> raw(channel, bytes("not json at all"));
                case "not-an-object" -> raw(channel, bytes("[1, 2, 3]"));
                case "cut-short" -> {
                    raw(channel, ByteBuffer.allocate(7).putInt(100).put("{\"t".getBytes(StandardCharsets.US_ASCII))
                            .flip());
                    return; // and close the connection mid-frame
                }
                case "wrong-index" -> frame(channel, "{\"type\":\"result\",\"index\":42,\"status\":\"returned\","
                        + "\"value\":1,\"wallNanos\":1}");
                case "unknown-status" -> frame(channel, "{\"type\":\"result\",\"index\":0,\"status\":\"accepted\","
                        + "\"value\":1,\"wallNanos\":1}");
                case "result-without-value" -> frame(channel, "{\"type\":\"result\",\"index\":0,\"status\":"
                        + "\"returned\",\"wallNanos\":1}");
                case "index-not-a-number" -> frame(channel, "{\"type\":\"result\",\"index\":\"0\",\"status\":"
                        + "\"returned\",\"value\":1,\"wallNanos\":1}");
                case "hello-again" -> frame(channel, "{\"type\":\"hello\",\"token\":\"" + token + "\"}");
                case "silent" -> Thread.sleep(60_000);
                case "progress-then-silent", "progress-then-exits" -> {
                    frame(channel, "{\"type\":\"progress\",\"index\":0,\"stdout\":\"searching\\n\"}");
                    frame(channel, "{\"type\":\"progress\",\"index\":0,\"stdout\":\"searching n=4\\n\","
                            + "\"stderr\":\"debug\\n\",\"stack\":{\"depth\":5000,\"places\":["
                            + "{\"method\":\"search\",\"file\":\"Solution.java\",\"line\":14},"
                            + "{\"method\":\"solve\",\"file\":\"Solution.java\",\"line\":7}]}}");
                    if (mode.equals("progress-then-exits")) {
                        System.exit(1);
                    }
                }
                case "bad-progress" -> frame(channel, "{\"type\":\"progress\",\"index\":0,\"stack\":{\"depth\":1,"
                        + "\"places\":[]}}");
                case "stray-progress" -> frame(channel, "{\"type\":\"progress\",\"index\":5}");
                case "asks-to-stop" -> frame(channel, "{\"type\":\"progress\",\"index\":0,\"stdout\":\"x\\n\","
                        + "\"stop\":{\"limit\":\"cpu\",\"cpuNanos\":1004000000,\"called\":true,\"waiting\":false}}");
                case "bad-stop" -> frame(channel, "{\"type\":\"progress\",\"index\":0,\"stop\":{\"limit\":\"soon\","
                        + "\"cpuNanos\":1,\"called\":true,\"waiting\":false}}");
                default -> throw new IllegalArgumentException(mode);
            }
            Thread.sleep(60_000); // stay alive: the judge must end it
        }
    }

    private static ByteBuffer bytes(String body) {
        byte[] b = body.getBytes(StandardCharsets.UTF_8);
        return ByteBuffer.allocate(4 + b.length).putInt(b.length).put(b).flip();
    }

    private static void frame(SocketChannel channel, String json) throws Exception {
        raw(channel, bytes(json));
    }

    private static void raw(SocketChannel channel, ByteBuffer buffer) throws Exception {
        while (buffer.hasRemaining()) {
            channel.write(buffer);
        }
    }

    private static void skipFrame(DataInputStream in) throws Exception {
        int length = in.readInt();
        in.skipNBytes(length);
    }
}

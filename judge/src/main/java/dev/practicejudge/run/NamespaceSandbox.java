package dev.practicejudge.run;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A Linux sandbox made of namespaces with the tools every distribution has (util-linux's
 * {@code unshare}, {@code mount}, {@code pivot_root} and {@code setpriv}), so nothing needs
 * installing: the worker gets a new user, mount, network, PID, IPC and UTS namespace; a root
 * file system of its own holding only {@code /usr}, {@code /etc}, the JDK and the judge's class
 * path (read-only), a few devices, its own {@code /proc} (read-only) and its work folder; no
 * network but an unconfigured loopback; and no capabilities, so it cannot undo any of this.
 *
 * <p>Unprivileged user namespaces are switched off on some systems (Ubuntu 24.04's AppArmor
 * policy, hardened kernels, many containers), so {@link #probe()} tries it once before use.
 */
public final class NamespaceSandbox implements Sandbox {

    /**
     * Runs as root of the new user namespace: builds the new root in the work folder, pivots into
     * it, drops every capability and runs the worker. {@code $1} is the work folder; the read-only
     * paths follow up to {@code --}, then the command.
     */
    private static final String JAIL = """
            set -eu
            work=$1; shift
            root=$work/.root
            mkdir -p "$root"
            mount -t tmpfs -o mode=0755,size=16m,nosuid,nodev tmpfs "$root"
            ro() {
              mount -o remount,bind,ro "$1" 2>/dev/null || mount -o remount,bind,ro,nosuid,nodev "$1" 2>/dev/null \
                || mount -o remount,bind,ro,nosuid,nodev,noexec "$1"
            }
            bind_ro() {
              if [ -d "$1" ]; then mkdir -p "$root$1"; else mkdir -p "$root$(dirname "$1")"; : > "$root$1"; fi
              mount --bind "$1" "$root$1"
              ro "$root$1"
            }
            for d in /usr /etc; do bind_ro "$d"; done
            for l in /bin /sbin /lib /lib32 /lib64 /libx32; do
              if [ -L "$l" ]; then ln -s "$(readlink "$l")" "$root$l"; elif [ -d "$l" ]; then bind_ro "$l"; fi
            done
            while [ "$1" != "--" ]; do
              [ -e "$1" ] && [ ! -e "$root$1" ] && bind_ro "$1"
              shift
            done
            shift
            mkdir -p "$root/dev" "$root/tmp" "$root/proc" "$root$work"
            for dev in null zero full random urandom; do
              : > "$root/dev/$dev"; mount --bind "/dev/$dev" "$root/dev/$dev"
            done
            mount -t proc -o ro,nosuid,nodev,noexec proc "$root/proc"
            mount --bind "$work" "$root$work"
            cd "$root"
            mkdir .old
            pivot_root . .old
            umount -l /.old
            rmdir /.old
            mount -o remount,ro,nosuid,nodev /
            cd "$work"
            exec setpriv --no-new-privs --bounding-set=-all --inh-caps=-all "$@"
            """;

    private static final String UNSHARE = "unshare";

    @Override
    public List<String> wrap(List<String> command, Path workDirectory, List<Path> readOnly) {
        List<String> wrapped = new ArrayList<>(List.of(UNSHARE, "--user", "--map-root-user", "--mount", "--net",
                "--pid", "--fork", "--kill-child", "--ipc", "--uts", "sh", "-c", JAIL, "practice-judge-sandbox",
                real(workDirectory)));
        for (Path path : readOnly) {
            wrapped.add(real(path));
        }
        wrapped.add("--");
        wrapped.addAll(command);
        return wrapped;
    }

    @Override
    public String description() {
        return "Linux namespaces: no network, read-only system folders, nothing else of the file system";
    }

    /** Whether this sandbox works here, with the reason when it does not. */
    public record Probe(boolean available, String reason) {
    }

    /**
     * Starts {@code true} in the sandbox once. Fails, with the reason, where {@code unshare} is
     * missing or user namespaces are not allowed.
     */
    public static Probe probe() {
        if (!System.getProperty("os.name", "").toLowerCase(java.util.Locale.ROOT).contains("linux")) {
            return new Probe(false, "it needs Linux namespaces, and this is " + System.getProperty("os.name"));
        }
        Path work = null;
        try {
            work = Files.createTempDirectory("practice-judge-probe-");
            Process process = new ProcessBuilder(new NamespaceSandbox().wrap(List.of("true"), work, List.of()))
                    .redirectErrorStream(true).start();
            process.getOutputStream().close();
            if (!process.waitFor(10, TimeUnit.SECONDS)) {
                ProcessTree.kill(process.toHandle());
                return new Probe(false, "starting a process in it did not finish within 10 s");
            }
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            if (process.exitValue() != 0) {
                String firstLine = output.lines().findFirst().orElse("exit status " + process.exitValue());
                return new Probe(false, "the system does not allow it (" + firstLine + ")");
            }
            return new Probe(true, "");
        } catch (IOException e) {
            return new Probe(false, "cannot run " + UNSHARE + " (" + e.getMessage() + ")");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Probe(false, "interrupted while probing");
        } finally {
            if (work != null) {
                WorkerSession.deleteRecursively(work);
            }
        }
    }

    private static String real(Path path) {
        try {
            return path.toRealPath().toString();
        } catch (IOException e) {
            return path.toAbsolutePath().normalize().toString();
        }
    }
}

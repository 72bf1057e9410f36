#!/usr/bin/env python3
"""Practice Judge benchmark harness (bench/run runs it).

Measures the judge as it is, next to baselines measured in the same run (the JVM floor, javac +
java of the same solution, the Maven route a learner would otherwise take), prints every figure
with its baseline, ratio, target and PASS/MISS, and writes docs/performance.md.

Repetition and medians are done here (no hyperfine, no GNU time): each JVM-run figure is the
median of --reps runs (7 by default) after one untimed warm-up, with the runs of the figures that
are compared with each other interleaved, so that the machine's background load falls on all of
them alike. In-process figures come from JMH (bench/jmh, built with the Maven profile "bench").
"""

import argparse
import datetime
import json
import os
import platform
import queue
import random
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
JUDGEW = ROOT / "judgew"
BENCH = ROOT / "bench"
OUT = BENCH / "target"
DOC = ROOT / "docs" / "performance.md"
ACCEPTED = ROOT / "problems/n-queens/submissions/accepted/Backtracking.java"
WRONG = [ROOT / "problems/n-queens/submissions/wrong_answer/NoAntiDiagonalCheck.java",
         ROOT / "problems/n-queens/submissions/wrong_answer/RepeatsFirstBoard.java"]
COUNTS = "1 0 0 2 10 4 40 92 352"
# The javac + java floor's hand-written main: the board counts for n = 1..9, printed on one line.
FLOOR_MAIN = ("public class Main {\n"
              "    public static void main(String[] args) {\n"
              "        StringBuilder counts = new StringBuilder();\n"
              "        for (int n = 1; n <= 9; n++) {\n"
              "            counts.append(n > 1 ? \" \" : \"\").append(new Solution().solveNQueens(n).size());\n"
              "        }\n"
              "        System.out.println(counts);\n"
              "    }\n"
              "}\n")
BOARDS = {11: 2680, 12: 14200, 13: 73712}
VERDICT_LINE = re.compile(r"^\s+(AC|WA|TLE|MLE|RE|OLE|CE|JE)\s+[a-z][^:]*:\s+\d+/\d+ tests passed")
# What the worker JVM runs with (run/WorkerCommand.java; the heap is the problem's memory limit, 256 MB).
WORKER_FLAGS = ["-Xms256m", "-Xmx256m", "-XX:+UseSerialGC"]
# stress: the problem, the learner's (accepted, so stress runs its whole budget) solution and the
# reference stress uses (the first accepted submission by name), and the fixtures with known bugs.
STRESS_PROBLEM = "subsets"
STRESS_SOLUTION = ROOT / "problems/subsets/submissions/accepted/IncludeOrSkip.java"
STRESS_REFERENCE = ROOT / "problems/subsets/submissions/accepted/Cascading.java"
STRESS_FIXTURES = [("subsets", ROOT / "judge/src/test/resources/fixtures/stress/subsets/DedupsByJoinedDigits.java"),
                   ("lru-cache", ROOT / "judge/src/test/resources/fixtures/stress/lru-cache/SameValueNoRefresh.java")]
STRESS_SECONDS = 5
LOOP_CASES = 20
# many: the backtracking family, the fifteen problems shipped first, each solved by its first accepted reference.
BACKTRACKING = ["subsets", "combinations", "permutations", "combination-sum", "letter-combinations-of-a-phone-number",
                "generate-parentheses", "palindrome-partitioning", "restore-ip-addresses", "word-search",
                "graph-coloring", "knights-tour", "latin-square", "n-queens", "n-queens-ii", "sudoku-solver"]
GROUPS = ["compile", "watch", "overhead", "scale", "batch", "many", "packages", "timing", "stress", "bigoutput",
          "jdk"]
GROUP_HELP = {
    "compile": "JVM floor, javac+java floor, Maven route, ./judgew test on edited and on unchanged source",
    "watch": "./judgew watch: from a save to the verdict line",
    "overhead": "JMH: the judge's work per test from the returned value to the verdict (n-queens n=8, sudoku)",
    "scale": "JMH: N-Queens checker and unordered comparison on n = 11, 12, 13, time and allocated bytes",
    "batch": "./judgew test --jobs 1 vs --jobs 2 on 20 submissions, with the CPU bound of 2 cores beside it",
    "many": "./judgew test of a repository with every shipped problem solved vs ./judgew test n-queens in it",
    "packages": "./judgew test ID --solution <its reference> for every shipped package vs the same for n-queens",
    "timing": "a calibrated ~200 ms busy loop: the judge's timeMs vs the same loop timed in a fresh JVM",
    "stress": "./judgew stress subsets: cases per second vs a learner's shell loop (gen, java, java, diff per case)",
    "bigoutput": "./judgew test combinations (a 6 MB answer) vs n-queens; the judge's own time per MB of expected output",
    "jdk": "javac+java floor, ./judgew test edited and unchanged on the newest JDK (AOT cache and CDS) and on 17",
}
# packages: a package judged with its reference may take at most this many times n-queens judged the same way.
PACKAGE_TARGET = 1.5
# bigoutput: the accepted solutions run, and the (n, k) of Combinations whose answers are about 1, 2, 4 and 6 MB
# as the package's test files write them (one list per line), beside a tiny one whose cost is subtracted.
BIG_SOLUTION = ROOT / "problems/combinations/submissions/accepted/PrunedBacktracking.java"
BIG_SIZES = [(18, 8), (19, 8), (20, 8), (20, 10)]
BIG_TINY = (5, 2)


# ----------------------------------------------------------------------------------------------
# Small helpers


def log(message):
    print(message, file=sys.stderr, flush=True)


def median(values):
    return statistics.median(values) if values else None


def loadavg():
    try:
        return Path("/proc/loadavg").read_text().split()[:3]
    except OSError:
        return ["?", "?", "?"]


def run(cmd, cwd=None, timeout=900, env=None):
    """Runs a command; returns (wall seconds, CPU seconds of it and its descendants, CompletedProcess)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    proc = subprocess.run([str(c) for c in cmd], cwd=cwd, env=env, stdin=subprocess.DEVNULL,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, timeout=timeout)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, proc


def failure(what, proc):
    tail = (proc.stdout[-1500:] + "\n" + proc.stderr[-1500:]).strip()
    return RuntimeError(f"{what} exited with {proc.returncode}:\n{tail}")


def edited(source, counter):
    """The source with a changed comment on a new last line: same code, new bytes, same line numbers."""
    return source.rstrip("\n") + f"\n// bench/run edit {counter} {uuid.uuid4().hex}\n"


def write_atomically(path, text):
    tmp = path.with_name("." + path.name + ".bench-tmp")
    tmp.write_text(text)
    os.replace(tmp, path)


def fmt_time(seconds):
    if seconds is None:
        return "-"
    if seconds >= 1:
        return f"{seconds:.2f} s"
    if seconds >= 1e-3:
        return f"{seconds * 1e3:.1f} ms" if seconds < 0.1 else f"{seconds * 1e3:.0f} ms"
    return f"{seconds * 1e6:.0f} µs"


def fmt_bytes(count):
    if count is None:
        return "-"
    for unit, size in (("GB", 1e9), ("MB", 1e6), ("kB", 1e3)):
        if count >= size:
            return f"{count / size:.1f} {unit}"
    return f"{count:.0f} B"


class Figure:
    """One measured figure: its value, the baseline from the same run, the ratio, the target, the verdict."""

    def __init__(self, key, title, group):
        self.key = key
        self.title = title
        self.group = group
        self.value = None          # a number in `unit`
        self.unit = "s"            # "s", "ratio", "bytes", "B/board"
        self.samples = []
        self.baseline_title = None
        self.baseline = None
        self.baseline_unit = None  # defaults to the figure's unit; seconds for ratio figures
        self.ratio = None
        self.target = None         # text
        self.status = "INFO"       # PASS, MISS, INFO, SKIPPED, ERROR
        self.detail = ""           # how it was measured: samples, spread
        self.meaning = ""          # what the figure includes, for the document

    def show(self, value):
        if value is None:
            return "-"
        if self.unit == "s":
            return fmt_time(value)
        if self.unit == "bytes":
            return fmt_bytes(value)
        if self.unit == "B/board":
            return f"{value:,.0f} B/board"
        if self.unit == "B/square":
            return f"{value:,.1f} B/square"
        if self.unit == "ratio":
            return f"{value:.2f}x"
        if self.unit == "cases/s":
            return f"{value:,.1f} cases/s" if value < 100 else f"{value:,.0f} cases/s"
        return f"{value:g} {self.unit}"

    def value_text(self):
        if self.status == "SKIPPED":
            return "skipped"
        if self.status == "ERROR":
            return "error"
        return self.show(self.value)

    def baseline_text(self):
        if self.baseline_title is None:
            return "-"
        unit = self.baseline_unit or (self.unit if self.unit != "ratio" else "s")
        shown = {"s": fmt_time, "bytes": fmt_bytes, "ratio": lambda v: f"{v:.2f}x",
                 "B/board": lambda v: f"{v:,.0f} B/board",
                 "B/square": lambda v: f"{v:,.1f} B/square",
                 "cases/s": lambda v: f"{v:,.2f} cases/s" if v < 10 else f"{v:,.1f} cases/s"}[unit](self.baseline) if self.baseline is not None else ""
        return f"{self.baseline_title}: {shown}" if self.baseline is not None else self.baseline_title

    def ratio_text(self):
        return "-" if self.ratio is None else f"{self.ratio:.2f}x"

    def to_json(self):
        return {k: v for k, v in self.__dict__.items()}


def timed_series(samples):
    walls = [s[0] for s in samples]
    cpus = [s[1] for s in samples]
    return (f"median of {len(walls)} runs; min {fmt_time(min(walls))}, max {fmt_time(max(walls))}; "
            f"CPU (all processes) median {fmt_time(median(cpus))}")


# ----------------------------------------------------------------------------------------------
# The machine


def machine():
    info = {}
    cpuinfo = Path("/proc/cpuinfo").read_text() if Path("/proc/cpuinfo").exists() else ""
    models = re.findall(r"^model name\s*:\s*(.+)$", cpuinfo, re.M)
    info["cpu"] = models[0] if models else platform.processor() or "unknown"
    info["cores"] = f"{len(os.sched_getaffinity(0))} usable ({os.cpu_count()} online)"
    meminfo = Path("/proc/meminfo").read_text() if Path("/proc/meminfo").exists() else ""
    total = re.search(r"^MemTotal:\s+(\d+) kB", meminfo, re.M)
    info["memory"] = f"{int(total.group(1)) / 1024 / 1024:.1f} GiB" if total else "unknown"
    info["os"] = f"{platform.system()} {platform.release()} ({platform.machine()})"

    def version(cmd):
        try:
            proc = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=120)
            text = re.sub(r"\x1b\[[0-9;]*m", "", proc.stdout).strip()
            return text
        except (OSError, subprocess.TimeoutExpired) as e:
            return f"unavailable ({e})"

    info["java -version"] = version(["java", "-version"])
    info["javac -version"] = version(["javac", "-version"])
    info["mvn -version"] = version(["mvn", "-version"])
    info["python3"] = platform.python_version()
    info["/usr/bin/time"] = "present (not used)" if Path("/usr/bin/time").exists() else "absent (not used)"
    commit = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"], stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True)
    dirty = subprocess.run(["git", "-C", str(ROOT), "status", "--porcelain", "--", "judge", "judgew", "pom.xml",
                            "problems"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    info["judge commit"] = (commit.stdout.strip() or "unknown") + (" (with uncommitted changes to the judge or its build)"
                                                                   if dirty.stdout.strip() else "")
    return info


def judge_jvm_flags():
    """The flags judgew starts the judge's own JVM with, read from judgew (class-data archives left out)."""
    text = JUDGEW.read_text()
    for line in text.splitlines():
        # judgew keeps the flags in a variable: jvm="-XX:... -XX:..."
        if line.strip().startswith('jvm="-'):
            return line.split('"')[1].split()
    for line in text.splitlines():
        if line.strip().startswith("exec") and "-jar" in line:
            flags = [t.strip('"') for t in line.split() if t.startswith("-X")]
            return [f for f in flags if "Shared" not in f and "Archive" not in f and "$" not in f
                    and not f.startswith("-Xshare")]
    return ["-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"]


def java_home_of(java):
    """The JDK folder of a java executable (links followed), or None."""
    if not java:
        return None
    return Path(os.path.realpath(java)).parent.parent


def java_major(home):
    """The feature version of the JDK at home ("17.0.15" -> 17), or None."""
    if home is None or not (Path(home) / "bin" / "java").exists():
        return None
    try:
        proc = subprocess.run([str(Path(home) / "bin" / "java"), "-version"], stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, text=True, timeout=120)
    except (OSError, subprocess.TimeoutExpired):
        return None
    match = re.search(r'version "(\d+)', proc.stdout)
    return int(match.group(1)) if match else None


def newest_jdk():
    """The JDK with the highest version under /usr/lib/jvm (or $JAVA_HOME), one with javac; or None."""
    homes = {p.parent.parent.resolve() for p in Path("/usr/lib/jvm").glob("*/bin/javac")}
    if os.environ.get("JAVA_HOME") and (Path(os.environ["JAVA_HOME"]) / "bin" / "javac").exists():
        homes.add(Path(os.environ["JAVA_HOME"]).resolve())
    versions = [(java_major(h), str(h)) for h in homes]
    versions = [v for v in versions if v[0] is not None]
    return Path(max(versions)[1]) if versions else None


# ----------------------------------------------------------------------------------------------
# Cases


class Bench:
    def __init__(self, args):
        self.args = args
        self.work = Path(tempfile.mkdtemp(prefix="practice-judge-bench-"))
        self.figures = []
        self.notes = []
        self.jmh_jar = BENCH / "jmh" / "target" / "benchmarks.jar"
        self.jmh_settings = {}
        self.loads = {}

    def figure(self, key, title, group):
        f = Figure(key, title, group)
        self.figures.append(f)
        return f

    # -- the judge and the JMH jar ------------------------------------------------------------

    def ensure_judge(self):
        log("bench: making sure the judge is built (./judgew --version, untimed)")
        wall, _, proc = run([JUDGEW, "--version"], timeout=1800)
        if proc.returncode != 0:
            raise failure("./judgew --version", proc)
        self.judge_version = proc.stdout.strip().splitlines()[0] if proc.stdout.strip() else "?"

    def ensure_jmh(self):
        sources = [ROOT / "pom.xml", ROOT / "judge" / "pom.xml", BENCH / "jmh" / "pom.xml"]
        for tree in (ROOT / "judge" / "src" / "main", BENCH / "jmh" / "src"):
            sources += [p for p in tree.rglob("*") if p.is_file()]
        if self.jmh_jar.exists() and all(p.stat().st_mtime <= self.jmh_jar.stat().st_mtime for p in sources):
            return
        log("bench: building the JMH benchmarks (mvn -Pbench -pl bench/jmh -am package; untimed)")
        base = ["mvn", "-q", "-B", "-ntp", "-f", ROOT / "pom.xml", "-Pbench", "-pl", "bench/jmh", "-am",
                "-Dmaven.test.skip=true", "package"]
        _, _, proc = run(base[:1] + ["-o"] + base[1:], timeout=1800)
        if proc.returncode != 0:
            log("bench: the offline build failed; trying once online to resolve JMH")
            _, _, proc = run(base, timeout=1800)
            if proc.returncode != 0:
                raise failure("the JMH build", proc)

    # -- compile: JVM floor, javac+java floor, Maven route, judgew edited / unchanged ------------

    def case_compile(self):
        reps, maven_reps = self.args.reps, self.args.maven_reps
        work = self.work / "compile"
        work.mkdir()
        source = ACCEPTED.read_text()
        counter = [0]

        hello = work / "hello"
        hello.mkdir()
        (hello / "Hello.java").write_text(
            'public class Hello { public static void main(String[] a) { System.out.println("hello"); } }\n')
        _, _, proc = run(["javac", "-d", hello / "classes", hello / "Hello.java"])
        if proc.returncode != 0:
            raise failure("javac Hello.java", proc)

        floor = work / "javac-java"
        floor.mkdir()
        (floor / "Main.java").write_text(FLOOR_MAIN)
        edited_file = work / "edited" / "Backtracking.java"
        edited_file.parent.mkdir()
        unchanged_file = work / "unchanged" / "Backtracking.java"
        unchanged_file.parent.mkdir()
        unchanged_file.write_text(source)
        maven = work / "maven"
        shutil.copytree(BENCH / "maven-baseline", maven, symlinks=False,
                        ignore=shutil.ignore_patterns("target"))
        maven_solution = maven / "src" / "main" / "java" / "Solution.java"

        def hello_run():
            wall, cpu, proc = run(["java", "-cp", hello / "classes", "Hello"])
            if proc.returncode != 0 or proc.stdout.strip() != "hello":
                raise failure("java Hello", proc)
            return wall, cpu

        def floor_run():
            counter[0] += 1
            (floor / "Backtracking.java").write_text(edited(source, counter[0]))
            w1, c1, proc = run(["javac", "-d", floor / "classes", floor / "Backtracking.java", floor / "Main.java"])
            if proc.returncode != 0:
                raise failure("javac", proc)
            w2, c2, proc = run(["java", "-cp", floor / "classes", "Main"])
            if proc.returncode != 0 or proc.stdout.strip() != COUNTS:
                raise failure("java Main (expected the counts " + COUNTS + ")", proc)
            return w1 + w2, c1 + c2

        def judge_run(file):
            wall, cpu, proc = run([JUDGEW, "test", "n-queens", "--solution", file, "--no-color", "--verbose"])
            if proc.returncode != 0 or "AC  accepted: 9/9 tests passed" not in proc.stdout:
                raise failure("./judgew test n-queens --solution " + str(file), proc)
            return wall, cpu

        def edited_run():
            counter[0] += 1
            edited_file.write_text(edited(source, counter[0]))
            return judge_run(edited_file)

        def unchanged_run():
            return judge_run(unchanged_file)

        self.maven_offline = True

        def maven_run():
            counter[0] += 1
            maven_solution.write_text(edited(source, counter[0]))
            wall, cpu, proc = run(["mvn", "-q", "-o", "test"], cwd=maven, timeout=900)
            if proc.returncode != 0:
                raise failure("mvn -q -o test", proc)
            return wall, cpu

        log("compile: warm-up runs (untimed)")
        hello_run()
        floor_run()
        edited_run()
        unchanged_run()  # the first judgement of the unchanged file: what a compile cache would keep
        if maven_reps > 0:
            counter[0] += 1
            maven_solution.write_text(edited(source, counter[0]))
            _, _, proc = run(["mvn", "-q", "-o", "test"], cwd=maven, timeout=900)
            if proc.returncode != 0:
                log("compile: mvn -q -o test failed; running it once online to fill the local repository")
                self.maven_offline = False
                _, _, proc = run(["mvn", "-q", "test"], cwd=maven, timeout=1800)
                if proc.returncode != 0:
                    raise failure("mvn -q test", proc)
                self.notes.append("The Maven baseline needed one online `mvn -q test` to fill the local "
                                  "repository before its timed offline runs.")

        kinds = {"jvm": hello_run, "floor": floor_run, "edited": edited_run, "unchanged": unchanged_run,
                 "maven": maven_run}
        wanted = {"jvm": reps, "floor": reps, "edited": reps, "unchanged": reps, "maven": maven_reps}
        samples = {k: [] for k in kinds}
        rng = random.Random(20240808)
        rounds = max(wanted.values())
        for r in range(rounds):
            order = [k for k in kinds if len(samples[k]) < wanted[k]]
            rng.shuffle(order)
            log(f"compile: round {r + 1}/{rounds}: {', '.join(order)}")
            for k in order:
                samples[k].append(kinds[k]())

        def wall(k):
            return median([s[0] for s in samples[k]])

        jvm = self.figure("jvm-floor", "JVM floor: `java Hello` (hello world)", "compile")
        jvm.value = wall("jvm")
        jvm.samples = samples["jvm"]
        jvm.detail = timed_series(samples["jvm"])
        jvm.meaning = ("A bare JVM start, print and exit: no JVM-based tool can answer faster than this on "
                       "this machine. Baseline for the others.")

        fl = self.figure("javac-java", "javac + java of the solution with a hand-written main (n = 1..9)", "compile")
        fl.value = wall("floor")
        fl.samples = samples["floor"]
        fl.baseline_title, fl.baseline = "JVM floor", wall("jvm")
        fl.ratio = fl.value / fl.baseline
        fl.detail = timed_series(samples["floor"])
        fl.meaning = ("`javac -d classes Backtracking.java Main.java` then `java -cp classes Main`, where Main "
                      "calls solveNQueens for n = 1..9 and prints the counts (checked). The comment in the "
                      "solution changes before each run. The floor for compile-and-run: two JVM starts, one "
                      "compilation, no checking of the boards.")

        for key, kind, title, target in (
                ("edited", "edited", "`./judgew test n-queens --solution FILE`, edited source (compile needed)", 1.0),
                ("unchanged", "unchanged", "`./judgew test n-queens --solution FILE`, unchanged source (cache hit)",
                 0.5)):
            f = self.figure(key, title, "compile")
            f.value = wall(kind)
            f.samples = samples[kind]
            f.baseline_title, f.baseline = "javac + java", wall("floor")
            f.ratio = f.value / f.baseline
            f.target = f"<= {target:.2f}x javac + java"
            f.status = "PASS" if f.ratio <= target else "MISS"
            f.detail = timed_series(samples[kind])
        self.figures[-2].meaning = (
            "The learner's loop after an edit: a copy of the accepted Backtracking.java whose last-line comment "
            "changes before every run (so a compile cache, if any, misses). Includes the judge's JVM start, "
            "loading the problem, compiling its checker and the solution, starting a worker JVM, running the 9 "
            "tests (n = 1..9) and checking every board. Verdict AC is checked on every run.")
        self.figures[-1].meaning = (
            "The same command on a file that does not change between runs (one untimed judgement before the "
            "timed runs), which is what a compile cache would make cheaper. The judge has no such cache at the "
            "time of the run unless this figure is well below the edited one.")

        if maven_reps > 0:
            mv = self.figure("maven", "Maven route: `mvn -q -o test` (JUnit 5, same solution, n = 1..9)", "compile")
            mv.value = wall("maven")
            mv.samples = samples["maven"]
            mv.baseline_title, mv.baseline = "javac + java", wall("floor")
            mv.ratio = mv.value / mv.baseline
            mv.detail = timed_series(samples["maven"]) + (
                "" if self.maven_offline else "; the local repository was filled online first")
            mv.meaning = ("bench/maven-baseline (copied to a temporary folder): the same solution as "
                          "src/main/java/Solution.java, edited before each run like the judge's, and a JUnit 5 "
                          "parameterised test of the board counts for n = 1..9, run offline with "
                          "`mvn -q -o test` (Maven start, incremental compile, Surefire's forked test JVM).")
            jm = self.figure("judge-vs-maven", "`./judgew test` (edited) vs the Maven route", "compile")
            jm.unit = "ratio"
            jm.value = wall("edited") / wall("maven")
            jm.baseline_title, jm.baseline = "mvn -q -o test", wall("maven")
            jm.ratio = jm.value
            jm.meaning = "How the judge's edit-and-check loop compares with the route it replaces (informative)."

    # -- watch ---------------------------------------------------------------------------------

    def case_watch(self):
        f = self.figure("watch", "`./judgew watch n-queens`: from a save to the verdict line", "watch")
        f.target = "<= 0.25 s"
        saves = self.args.reps
        repo = self.work / "watch-repo"
        shutil.copytree(ROOT / "problems", repo / "problems")
        solution = repo / "solutions" / "n-queens" / "Solution.java"
        solution.parent.mkdir(parents=True)
        source = ACCEPTED.read_text()
        solution.write_text(source)
        _, _, help_proc = run([JUDGEW, "watch", "--help"])
        supports_solution = "--solution" in help_proc.stdout
        # A temporary repository (--root), so the learner's own solutions/ and .judge-cache/ stay untouched.
        # --verbose: the verdict line this times is the full form's (the short one differs).
        cmd = [str(JUDGEW), "watch", "n-queens", "--root", str(repo), "--no-color", "--verbose"]
        if supports_solution:
            cmd += ["--solution", str(solution)]
        lines = queue.Queue()
        proc = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                stderr=subprocess.STDOUT, text=True, bufsize=1)

        def reader():
            for line in proc.stdout:
                lines.put((time.perf_counter(), line))
            lines.put((time.perf_counter(), None))

        threading.Thread(target=reader, daemon=True).start()
        transcript = []

        def verdict(timeout):
            deadline = time.perf_counter() + timeout
            while True:
                remaining = deadline - time.perf_counter()
                if remaining <= 0:
                    raise RuntimeError("no verdict line from watch within " + str(timeout) + " s:\n"
                                       + "".join(transcript[-30:]))
                try:
                    at, line = lines.get(timeout=remaining)
                except queue.Empty:
                    continue
                if line is None:
                    raise RuntimeError("watch ended:\n" + "".join(transcript[-30:]))
                transcript.append(line)
                match = VERDICT_LINE.match(line)
                if match:
                    return at, match.group(1)

        latencies = []
        try:
            _, first = verdict(180)
            if first != "AC":
                raise RuntimeError("watch's first verdict was " + first + ", expected AC")
            for i in range(saves):
                time.sleep(0.5)  # let the judge go back to waiting for the next save
                write_atomically(solution, edited(source, i + 1))
                saved = time.perf_counter()
                at, v = verdict(120)
                if v != "AC":
                    raise RuntimeError("watch's verdict after save " + str(i + 1) + " was " + v)
                latencies.append(at - saved)
                log(f"watch: save {i + 1}/{saves}: verdict after {fmt_time(at - saved)}")
        finally:
            proc.terminate()
            try:
                proc.wait(20)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
        f.value = median(latencies)
        f.samples = latencies
        f.status = "PASS" if f.value <= 0.25 else "MISS"
        f.ratio = f.value / 0.25
        f.baseline_title, f.baseline = "target", 0.25
        f.detail = (f"median of {len(latencies)} saves; min {fmt_time(min(latencies))}, "
                    f"max {fmt_time(max(latencies))}")
        f.meaning = ("One `./judgew watch n-queens --no-color --verbose` process (on a temporary copy of the repository, "
                     "--root), started once; the solution is then rewritten atomically (write a temporary file, "
                     "rename it over Solution.java) with a changed comment, and the time runs from the rename to "
                     "the problem's verdict line (`AC  accepted: 9/9 ...`) appearing on watch's standard output. "
                     "It includes watch's wait for the burst of file events to end (its debounce), compiling, "
                     "starting a worker JVM and judging the 9 tests. The ratio column is the median over the "
                     "target.")

    # -- JMH -----------------------------------------------------------------------------------

    def jmh(self, name, regex, flags, warmups, iterations):
        result = OUT / f"jmh-{name}.json"
        logfile = OUT / f"jmh-{name}.log"
        cmd = ["java", f"-Dpracticejudge.root={ROOT}", "-jar", self.jmh_jar, "-f", "1",
               "-wi", str(warmups), "-w", "1s", "-i", str(iterations), "-r", "1s", "-prof", "gc",
               "-rf", "json", "-rff", result,
               "-jvmArgsAppend", " ".join(flags + [f"-Dpracticejudge.root={ROOT}"]), regex]
        log(f"jmh: {name}: {regex} with {' '.join(flags)} (log: {logfile.relative_to(ROOT)})")
        _, _, proc = run(cmd, cwd=ROOT, timeout=1800)
        logfile.write_text(proc.stdout + proc.stderr)
        if proc.returncode != 0:
            raise failure("JMH " + name, proc)
        self.jmh_settings[name] = {"flags": flags, "warmups": warmups, "iterations": iterations, "regex": regex}
        out = {}
        for b in json.loads(result.read_text()):
            method = b["benchmark"].rsplit(".", 1)[1]
            params = tuple(sorted(b.get("params", {}).items()))
            pm = b["primaryMetric"]
            # rawDataHistogram: per fork, per iteration, [value, count] pairs.
            samples = sum(c for fork in pm.get("rawDataHistogram") or [] for iteration in fork
                          for _, c in iteration) or None
            out[(method, params)] = {
                "p50": pm["scorePercentiles"]["50.0"], "mean": pm["score"], "unit": pm["scoreUnit"],
                "p90": pm["scorePercentiles"].get("90.0"), "samples": samples,
                "alloc": b.get("secondaryMetrics", {}).get("gc.alloc.rate.norm", {}).get("score")}
        return out

    @staticmethod
    def seconds(entry, key="p50"):
        scale = {"s/op": 1, "ms/op": 1e-3, "us/op": 1e-6, "ns/op": 1e-9}[entry["unit"]]
        return entry[key] * scale

    def case_overhead(self):
        quick = self.args.quick
        worker = self.jmh("worker-side", r"ResultPathBenchmark\.(workerSide|solutionCall)", WORKER_FLAGS,
                          1 if quick else 3, 3 if quick else 5)
        judge = self.jmh("judge-side", r"ResultPathBenchmark\.judgeSide", judge_jvm_flags(),
                         1 if quick else 3, 3 if quick else 5)
        for test, label in (("n-queens/08-n8", "n-queens, n = 8 (92 boards)"),
                            ("sudoku-solver/01-leetcode-example", "sudoku, LeetCode's example")):
            p = (("test", test),)
            w, j, s = worker[("workerSide", p)], judge[("judgeSide", p)], worker[("solutionCall", p)]
            f = self.figure("overhead-" + test.split("/")[0], f"Judge overhead per test, {label}", "overhead")
            f.value = self.seconds(w) + self.seconds(j)
            f.target = "<= 1 ms"
            f.status = "PASS" if f.value <= 1e-3 else "MISS"
            f.baseline_title, f.baseline = "the solution's own call", self.seconds(s)
            f.ratio = f.value / f.baseline
            f.detail = (f"JMH sample-time medians: worker side {fmt_time(self.seconds(w))} "
                        f"(mean {fmt_time(self.seconds(w, 'mean'))}, {fmt_bytes(w['alloc'])}/op), judge side "
                        f"{fmt_time(self.seconds(j))} (mean {fmt_time(self.seconds(j, 'mean'))}, "
                        f"{fmt_bytes(j['alloc'])}/op); solution call {fmt_time(self.seconds(s))}")
        self.figures[-2].meaning = self.figures[-1].meaning = (
            "JMH (bench/jmh ResultPathBenchmark), steady state, median of the sampled calls. Worker side (run "
            "with the worker's JVM flags " + " ".join(WORKER_FLAGS) + "): the returned value to JSON bytes, "
            "read back as a tree, the result frame built and framed with protocol.Frames. Judge side (run with "
            "judgew's JVM flags " + " ".join(judge_jvm_flags()) + "): Frames.read, the outcome, "
            "RunFailure.of and the comparison with the problem's own comparator from Comparators.forProblem "
            "(the compiled NQueensChecker / SudokuChecker, on the judge's checker thread). The figure is the sum "
            "of the two medians. Not included: the socket transfer between the processes, the hand-off from "
            "the judge's reader thread, reporting, and a fresh class loader per test. Baseline: the accepted "
            "reference submission's own call on the same input (what the judge's clock measures), with the "
            "worker's flags; the ratio is overhead / solution time.")

    def case_scale(self):
        quick = self.args.quick
        res = self.jmh("scale", r"ComparisonScaleBenchmark", judge_jvm_flags(), 1 if quick else 2,
                       3 if quick else 5)
        for comparison, label in (("checker", "N-Queens checker"), ("unordered", "unordered comparison")):
            rows = {}
            for n in (11, 12, 13):
                rows[n] = res[("compare", (("comparison", comparison), ("n", str(n))))]
            base_per_board = self.seconds(rows[11]) / BOARDS[11]
            for n, limit in ((11, None), (12, 0.150), (13, 0.600)):
                f = self.figure(f"scale-{comparison}-{n}",
                                f"{label}, n = {n} ({BOARDS[n]:,} boards)", "scale")
                f.value = self.seconds(rows[n])
                if limit is not None:
                    f.target = f"<= {limit * 1e3:.0f} ms"
                    f.status = "PASS" if f.value <= limit else "MISS"
                    f.baseline_title = "n = 11 time per board x boards"
                    f.baseline = base_per_board * BOARDS[n]
                    f.ratio = f.value / f.baseline
                f.detail = (f"JMH sample-time median of {rows[n]['samples']} calls (mean "
                            f"{fmt_time(self.seconds(rows[n], 'mean'))}); allocated "
                            f"{fmt_bytes(rows[n]['alloc'])} per comparison = "
                            f"{rows[n]['alloc'] / BOARDS[n]:,.0f} B/board")
                f.meaning = SCALE_MEANING
            # A board of size n has n * n squares, so the input itself grows as boards x n^2:
            # memory that grows linearly with the input keeps the bytes per square flat.
            def per_square(n):
                return rows[n]["alloc"] / (BOARDS[n] * n * n)
            mem = self.figure(f"scale-{comparison}-memory", f"{label}: allocated bytes per board square, "
                              "n = 13 vs n = 11", "scale")
            mem.unit = "B/square"
            mem.value = per_square(13)
            mem.baseline_title = "n = 11"
            mem.baseline = per_square(11)
            mem.ratio = mem.value / mem.baseline
            mem.target = "linear: <= 1.25x the bytes per square of n = 11"
            mem.status = "PASS" if mem.ratio <= 1.25 else "MISS"
            mem.detail = ", ".join(f"n = {n}: {fmt_bytes(rows[n]['alloc'])}/comparison, "
                                   f"{rows[n]['alloc'] / BOARDS[n]:,.0f} B/board, {per_square(n):,.1f} B/square"
                                   for n in (11, 12, 13))
            mem.meaning = ("Bytes allocated per comparison (JMH -prof gc, gc.alloc.rate.norm, summed over all "
                           "threads, so the checker thread counts) divided by the size of the input: boards x n^2 "
                           "squares. Memory that grows linearly with the input keeps this flat as n grows.")

    # -- batch ---------------------------------------------------------------------------------

    def case_batch(self):
        repo = self.work / "batch-repo"
        for i in range(1, 21):
            pid = f"n-queens-{i:02d}"
            shutil.copytree(ROOT / "problems" / "n-queens", repo / "problems" / pid,
                            ignore=shutil.ignore_patterns("submissions"))
            solution = repo / "solutions" / pid / "Solution.java"
            solution.parent.mkdir(parents=True)
            source = WRONG[(i // 4) % 2] if i % 4 == 0 else ACCEPTED
            solution.write_text(source.read_text())
        accepted_count = sum(1 for i in range(1, 21) if i % 4 != 0)
        _, _, help_proc = run([JUDGEW, "test", "--help"])
        jobs = "--jobs" in help_proc.stdout
        f = self.figure("batch", "`./judgew test --jobs 2` vs `--jobs 1`, 20 submissions", "batch")
        f.unit = "ratio"
        f.target = "<= 0.65x --jobs 1"
        f.meaning = ("A temporary repository with 20 copies of the n-queens problem (n-queens-01..20) and "
                     "solutions/<id>/Solution.java for each: 15 copies of the accepted Backtracking.java and 5 "
                     "wrong answers; `./judgew test --root DIR --json FILE --jobs N` judges all 20 (180 tests). "
                     "The figure is median(--jobs 2) / median(--jobs 1), runs interleaved; the verdicts (15 AC) "
                     "are checked on every run.")

        def batch_run(k, extra):
            report = self.work / f"batch-{k}.json"
            wall, cpu, proc = run([JUDGEW, "test", "--root", repo, "--no-color", "--json", report] + extra,
                                  timeout=1800)
            data = json.loads(report.read_text()) if report.exists() else None
            if proc.returncode not in (0, 1) or data is None or len(data["problems"]) != 20:
                raise failure("./judgew test (batch of 20)", proc)
            got = sum(1 for p in data["problems"] if p["verdict"] == "AC")
            if got != accepted_count:
                raise RuntimeError(f"batch: {got} problems accepted, expected {accepted_count}")
            return wall, cpu, data

        reps = self.args.batch_reps
        runs = []
        if not jobs:
            print("skipped: --jobs not supported by this judge", flush=True)
            f.status = "SKIPPED"
            f.detail = "skipped: --jobs not supported by this judge (`./judgew test --help` does not mention it)"
            log("batch: one sequential run of the batch, for the informative figures")
            runs = [batch_run("seq", [])]
            seq = self.figure("batch-sequential", "Batch of 20 submissions, judged one after another (as now)",
                              "batch")
            seq.value = runs[0][0]
            seq.detail = f"1 run (the judge has no --jobs); CPU (all processes) {fmt_time(runs[0][1])}"
            seq.meaning = ("The same batch with `./judgew test --root DIR --json FILE` as the judge is now "
                           "(one problem after another). Informative: it is what --jobs 1 would be.")
        else:
            samples = {1: [], 2: []}
            for r in range(reps):
                for n in ((1, 2) if r % 2 == 0 else (2, 1)):
                    log(f"batch: round {r + 1}/{reps}: --jobs {n}")
                    result = batch_run(f"{n}-{r}", ["--jobs", str(n)])
                    samples[n].append(result[:2])
                    runs.append(result)
            one, two = median([s[0] for s in samples[1]]), median([s[0] for s in samples[2]])
            f.value = two / one
            f.ratio = f.value
            f.baseline_title, f.baseline = "--jobs 1", one
            f.status = "PASS" if f.value <= 0.65 else "MISS"
            f.detail = (f"--jobs 2: {timed_series(samples[2])}; --jobs 1: {timed_series(samples[1])}")
            # What a second job can win at most: the run's CPU time spread over every core. Since the
            # lookahead, --jobs 1 already keeps more than one core busy, so this bound, not 1/jobs, is
            # what --jobs 2 is up against.
            cores = os.cpu_count() or 1
            cpu_one, cpu_two = median([s[1] for s in samples[1]]), median([s[1] for s in samples[2]])
            b = self.figure("batch-cpu-bound", f"Least `--jobs 2` can take on {cores} cores: its CPU time / {cores}, "
                                               "vs `--jobs 1`", "batch")
            b.unit = "ratio"
            b.value = b.ratio = cpu_two / cores / one
            b.baseline_title, b.baseline = "--jobs 1", one
            b.detail = (f"CPU (all processes): --jobs 2 {fmt_time(cpu_two)}, --jobs 1 {fmt_time(cpu_one)}; "
                        f"cores busy on average: --jobs 1 {cpu_one / one:.2f}, --jobs 2 {cpu_two / two:.2f}")
            b.meaning = ("Informative: the batch's median CPU time with --jobs 2 (all processes), divided by the "
                         "machine's cores, over the median wall time of --jobs 1. No schedule of the same work "
                         "finishes sooner: --jobs 2 cannot go below this ratio unless each submission costs less "
                         "CPU.")
        # The report's view of the judge's own time, from the first batch run.
        wall, _, data = runs[0]
        tests = [t for p in data["problems"] for t in p["tests"]]
        solution_ms = sum(t["timeMs"] for t in tests)
        o = self.figure("report-overhead", "Time outside the solution's clock per test, from the JSON report",
                        "overhead")
        o.value = (wall * 1e3 - solution_ms) / len(tests) / 1e3
        o.baseline_title, o.baseline = "solution time per test (timeMs)", solution_ms / len(tests) / 1e3
        o.ratio = o.value / o.baseline if o.baseline else None
        o.detail = (f"({fmt_time(wall)} wall - {solution_ms:.1f} ms summed timeMs) / {len(tests)} tests, "
                    f"one batch run of 20 problems")
        o.meaning = ("From a real run (the batch above): the whole run's wall time minus the sum of the tests' "
                     "timeMs, divided by the number of tests. Unlike the JMH figure it includes everything the "
                     "judge does: its JVM start, loading each problem, compiling each checker and solution, "
                     "starting a worker JVM per problem, loading a fresh class per test, the socket, comparison "
                     "and reporting, cold (no JIT warm-up). Informative; the <= 1 ms target is about the JMH "
                     "figure.")

    # -- many ----------------------------------------------------------------------------------

    def case_many(self):
        """A learner's repository with many problems solved, judged whole, against one problem in it."""
        def repository(name, ids):
            repo = self.work / name
            shutil.copytree(ROOT / "problems", repo / "problems")
            for pid in ids:
                reference = sorted((ROOT / "problems" / pid / "submissions" / "accepted").glob("*.java"))[0]
                solution = repo / "solutions" / pid / "Solution.java"
                solution.parent.mkdir(parents=True)
                solution.write_text(reference.read_text())
            return repo

        every = sorted(p.name for p in (ROOT / "problems").iterdir() if (p / "problem.json").is_file())
        repos = {"fifteen": (repository("many-15", BACKTRACKING), len(BACKTRACKING)),
                 "every": (repository("many-all", every), len(every))}

        def judged(key, extra, plain=False):
            """One run; plain: as a learner types it (no report file), so accepted results are remembered."""
            repo, count = repos[key]
            want = 1 if extra else count
            if plain:
                wall, cpu, proc = run([JUDGEW, "test", "--root", repo, "--no-color"] + extra, timeout=1800)
                remembered = (["Not judged now: the result above is remembered"] if want == 1
                              else [f"{want} of {want} results remembered from earlier runs"])
                if proc.returncode != 0 or not all(r in proc.stdout for r in remembered):
                    raise failure(f"./judgew test {' '.join(extra)} ({key}, remembered)", proc)
                return wall, cpu
            report = self.work / f"many-{key}.json"
            wall, cpu, proc = run([JUDGEW, "test", "--root", repo, "--no-color", "--json", report] + extra,
                                  timeout=1800)
            data = json.loads(report.read_text()) if report.exists() else None
            if proc.returncode != 0 or data is None or len(data["problems"]) != want \
                    or any(p["verdict"] != "AC" for p in data["problems"]):
                raise failure(f"./judgew test {' '.join(extra)} ({key})", proc)
            return wall, cpu

        for key in repos:
            log(f"many: untimed first run ({key}): builds the class cache and remembers the accepted results, "
                f"as a learner's earlier runs did")
            judged(key, [])
            judged(key, ["n-queens"])
            run([JUDGEW, "test", "--root", repos[key][0], "--no-color"], timeout=1800)
        samples = {"fifteen": [], "every": [], "single": [], "fifteen-remembered": [], "single-remembered": []}
        plan = [("fifteen", []), ("every", []), ("single", ["n-queens"]), ("fifteen-remembered", []),
                ("single-remembered", ["n-queens"])]
        for r in range(self.args.reps):
            random.shuffle(plan)
            for name, extra in plan:
                log(f"many: round {r + 1}/{self.args.reps}: {name}")
                repo_key = "every" if name == "every" else "fifteen"
                samples[name].append(judged(repo_key, extra, plain=name.endswith("-remembered")))
        single = median([s[0] for s in samples["single"]])
        single_remembered = median([s[0] for s in samples["single-remembered"]])
        s1 = self.figure("many-single", "`./judgew test n-queens` in a repository of solved problems, unchanged "
                                        "sources, judged now", "many")
        s1.value = single
        s1.detail = timed_series(samples["single"])
        s1.meaning = ("One problem of the repository below, judged alone with `--json FILE` (a machine-read report "
                      "is always judged now, never remembered): the judge's JVM start, the class cache's hit for the "
                      "solution and the checker, one worker JVM, 9 tests. Baseline of the two figures after it.")
        for key, title, target in (("fifteen", "`./judgew test --json FILE`, the 15 backtracking problems solved, "
                                               "every one judged now", 4.0),
                                   ("every", f"`./judgew test --json FILE`, all {len(every)} shipped problems solved, "
                                             f"every one judged now", None)):
            f = self.figure(f"many-{key}", title, "many")
            f.unit = "ratio"
            wall = median([s[0] for s in samples[key]])
            f.value = f.ratio = wall / single
            f.baseline_title, f.baseline = "`test n-queens --json FILE`", single
            if target is not None:
                f.target = f"<= {target:.2f}x `test n-queens` (informative here: the target is the figure below)"
                f.status = "INFO"
            f.detail = f"{timed_series(samples[key])}; {fmt_time(wall / repos[key][1])} per problem"
            f.meaning = ("A temporary repository with every shipped problem package and, for "
                         + ("the backtracking family (the fifteen problems shipped first)" if key == "fifteen"
                            else "every problem")
                         + ", solutions/<id>/Solution.java copied from its first accepted reference by name; "
                           "`./judgew test --root DIR --json FILE` judges them all (every one AC, checked), with "
                           "the sources unchanged since an untimed first run, so compiling is a cache hit. A "
                           "machine-read report is never taken from remembered results, so every problem gets a "
                           "worker JVM of its own; the next one's starts while the current one's tests run. This is "
                           "what CI, `--rerun` and a changed repository cost. Runs interleaved with the others in a "
                           "shuffled order.")
        s2 = self.figure("many-single-remembered", "`./judgew test n-queens` as a learner types it, unchanged since "
                                                   "accepted", "many")
        s2.value = single_remembered
        s2.detail = timed_series(samples["single-remembered"])
        s2.meaning = ("The same problem with the plain command: its accepted result is remembered from the untimed "
                      "first run (solution, package and judge unchanged), so it is reported as remembered, marked "
                      "so, without a worker JVM. Baseline of the figure after it.")
        f = self.figure("many-fifteen-remembered", "`./judgew test` as a learner types it, the 15 backtracking "
                                                   "problems solved and unchanged", "many")
        f.unit = "ratio"
        wall = median([s[0] for s in samples["fifteen-remembered"]])
        f.value = f.ratio = wall / single_remembered
        f.baseline_title, f.baseline = "`test n-queens`, remembered", single_remembered
        f.target = "<= 4.00x `test n-queens`"
        f.status = "PASS" if f.value <= 4.0 else "MISS"
        f.detail = (f"{timed_series(samples['fifteen-remembered'])}; {fmt_time(wall / repos['fifteen'][1])} per "
                    f"problem; against `test n-queens --json FILE` (judged now, {fmt_time(single)}): "
                    f"{wall / single:.2f}x")
        f.meaning = ("The issue's case exactly: `./judgew test` and `./judgew test n-queens` with unchanged solutions. "
                     "Every result is remembered from the untimed first run (checked: the run says 15 of 15 "
                     "remembered), so the run is the judge's JVM start, listing the problems and taking each one's "
                     "key (the solution's bytes, the package's file sizes and times). The figures above, judged now, "
                     "are what a run costs when the results cannot be remembered.")

    # -- packages ------------------------------------------------------------------------------

    def case_packages(self):
        """Every shipped package judged with its reference, side by side with n-queens judged the same way."""
        ids = sorted(p.name for p in (ROOT / "problems").iterdir() if (p / "problem.json").is_file())
        references = {pid: sorted((ROOT / "problems" / pid / "submissions" / "accepted").glob("*.java"))[0]
                      for pid in ids}

        def judged(pid):
            # --json: a machine-read report is always judged now, never remembered.
            report = self.work / f"package-{pid}.json"
            wall, cpu, proc = run([JUDGEW, "test", pid, "--solution", references[pid], "--no-color",
                                   "--json", report], timeout=900)
            data = json.loads(report.read_text()) if report.exists() else None
            if proc.returncode != 0 or data is None or any(p["verdict"] != "AC" for p in data["problems"]):
                raise failure(f"./judgew test {pid} --solution {references[pid].relative_to(ROOT)}", proc)
            return wall, cpu

        log(f"packages: untimed first run of each of {len(ids)} packages (compiles each reference into the cache)")
        for pid in ids:
            judged(pid)
        samples = {pid: [] for pid in ids}
        for r in range(self.args.reps):
            # n-queens runs between every few packages, so the baseline sees the same background load.
            plan = ids[:]
            random.shuffle(plan)
            log(f"packages: round {r + 1}/{self.args.reps}")
            for pid in plan:
                samples[pid].append(judged(pid))
        baseline = median([s[0] for s in samples["n-queens"]])
        walls = {pid: median([s[0] for s in samples[pid]]) for pid in ids}
        ranked = sorted(ids, key=lambda pid: walls[pid], reverse=True)
        over = [pid for pid in ranked if walls[pid] / baseline > PACKAGE_TARGET]
        for pid in ranked:
            f = self.figure(f"package-{pid}", f"`./judgew test {pid} --solution <its reference>`", "packages")
            f.unit = "ratio"
            f.value = f.ratio = walls[pid] / baseline
            f.baseline_title, f.baseline = "`test n-queens` the same way", baseline
            f.target = f"<= {PACKAGE_TARGET:.2f}x"
            f.status = "PASS" if f.value <= PACKAGE_TARGET else "MISS"
            f.detail = f"{fmt_time(walls[pid])}; {timed_series(samples[pid])}"
            f.meaning = ("The package's first accepted submission by name (its reference) as `--solution`, "
                         "judged now (`--json FILE`), every test: the judge's JVM, reading the tests, a worker "
                         "JVM, comparison and the report. The runs of every package are interleaved in a "
                         "shuffled order each round, n-queens among them.")
        summary = self.figure("packages-slowest", f"the slowest of {len(ids)} packages judged with its reference: "
                                                  f"{ranked[0]}", "packages")
        summary.unit = "ratio"
        summary.value = summary.ratio = walls[ranked[0]] / baseline
        summary.baseline_title, summary.baseline = "`test n-queens` the same way", baseline
        summary.target = f"<= {PACKAGE_TARGET:.2f}x"
        summary.status = "PASS" if not over else "MISS"
        summary.detail = (f"{fmt_time(walls[ranked[0]])}; over the target: "
                          + (", ".join(f"{pid} {walls[pid] / baseline:.2f}x" for pid in over) or "none"))
        summary.meaning = "The package whose figure above is the largest, and every package over the target."

    # -- timing --------------------------------------------------------------------------------

    def case_timing(self):
        reps = self.args.timing_reps
        repo = self.work / "timing-repo"
        problem = repo / "problems" / "busy-loop"
        (problem / "tests").mkdir(parents=True)
        standalone = self.work / "timing-standalone"
        standalone.mkdir()
        solution_source = (
            "class Solution {\n"
            "    /** A deterministic xorshift loop; bench/run calibrates the rounds to about 200 ms. */\n"
            "    public long spin(long rounds) {\n"
            "        long x = 0x9E3779B97F4A7C15L;\n"
            "        for (long i = 0; i < rounds; i++) {\n"
            "            x ^= x << 13;\n"
            "            x ^= x >>> 7;\n"
            "            x ^= x << 17;\n"
            "        }\n"
            "        return x;\n"
            "    }\n"
            "}\n")
        (standalone / "Solution.java").write_text(solution_source)
        (standalone / "Main.java").write_text(
            "public class Main {\n"
            "    public static void main(String[] args) {\n"
            "        long rounds = Long.parseLong(args[0]);\n"
            "        Solution solution = new Solution();\n"
            "        long start = System.nanoTime();\n"
            "        long result = solution.spin(rounds);\n"
            "        long wall = System.nanoTime() - start;\n"
            "        System.out.println(result + \" \" + wall);\n"
            "    }\n"
            "}\n")
        _, _, proc = run(["javac", "-d", standalone / "classes", standalone / "Solution.java",
                          standalone / "Main.java"])
        if proc.returncode != 0:
            raise failure("javac (busy loop)", proc)

        def alone(rounds):
            _, _, proc = run(["java", "-cp", standalone / "classes", "Main", str(rounds)])
            if proc.returncode != 0:
                raise failure("java Main (busy loop)", proc)
            result, nanos = proc.stdout.split()
            return int(result), int(nanos) / 1e9

        # Calibrate on the fastest of three runs (the one least disturbed by other load), three times over.
        rounds = 50_000_000
        for _ in range(3):
            took = min(alone(rounds)[1] for _ in range(3))
            rounds = max(1_000_000, int(rounds * 0.200 / took))
        expected = alone(rounds)[0]
        log(f"timing: {rounds:,} rounds for about 200 ms")
        (problem / "problem.json").write_text(json.dumps({
            "title": "Busy loop (bench/run)", "difficulty": "easy",
            "method": {"name": "spin", "params": [{"name": "rounds", "type": "long"}], "returns": "long"},
            "limits": {"timeMs": 10000, "memoryMb": 256}, "comparison": {"mode": "exact"}}, indent=2) + "\n")
        (problem / "tests" / "01-spin.json").write_text(
            json.dumps({"input": {"rounds": rounds}, "expected": expected}) + "\n")
        (problem / "statement.md").write_text("# Busy loop\n\nA calibrated loop for bench/run.\n")
        sol = repo / "solutions" / "busy-loop" / "Solution.java"
        sol.parent.mkdir(parents=True)
        sol.write_text(solution_source)

        def judged(k):
            report = self.work / f"timing-{k}.json"
            _, _, proc = run([JUDGEW, "test", "busy-loop", "--root", repo, "--no-color", "--json", report])
            if proc.returncode != 0:
                raise failure("./judgew test busy-loop", proc)
            return json.loads(report.read_text())["problems"][0]["tests"][0]["timeMs"] / 1e3

        judged("warm-up")
        alone(rounds)
        judge_times, alone_times = [], []
        for r in range(reps):
            log(f"timing: round {r + 1}/{reps}")
            pair = [("judge", lambda: judged(r)), ("alone", lambda: alone(rounds)[1])]
            if r % 2:
                pair.reverse()
            for name, fn in pair:
                (judge_times if name == "judge" else alone_times).append(fn())
        f = self.figure("timing-accuracy", "Reported time of a ~200 ms busy loop vs the same loop in a fresh JVM",
                        "timing")
        f.unit = "ratio"
        f.value = median(judge_times) / median(alone_times)
        f.ratio = f.value
        f.baseline_title, f.baseline = "standalone, fresh JVM", median(alone_times)
        f.target = "within 10% (0.90x-1.10x)"
        f.status = "PASS" if 0.9 <= f.value <= 1.1 else "MISS"
        f.samples = {"judge": judge_times, "standalone": alone_times}
        f.detail = (f"{rounds:,} rounds; judge timeMs median {fmt_time(median(judge_times))} "
                    f"({', '.join(f'{t * 1e3:.0f}' for t in judge_times)} ms); standalone median "
                    f"{fmt_time(median(alone_times))} ({', '.join(f'{t * 1e3:.0f}' for t in alone_times)} ms)")
        f.meaning = ("A temporary problem package `busy-loop` (method `long spin(long rounds)`, exact comparison) "
                     "whose Solution spins a deterministic xorshift loop, its rounds calibrated at the start of "
                     "the run to about 200 ms. The judge's figure is the test's `timeMs` from "
                     "`./judgew test busy-loop --json FILE` (the worker's clock around the call); the baseline "
                     "is the same Solution compiled with javac and called once from a main in a fresh "
                     "`java` with default flags, timed with System.nanoTime around the call. Both are cold: "
                     "the first call in a new JVM. Runs interleaved.")
        s = self.figure("timing-spread", "Spread of the reported time over the runs (max / min)", "timing")
        s.unit = "ratio"
        s.value = max(judge_times) / min(judge_times)
        s.ratio = s.value
        s.baseline_title = "standalone spread"
        s.baseline = max(alone_times) / min(alone_times)
        s.baseline_unit = "ratio"
        s.target = "<= 1.25"
        s.status = "PASS" if s.value <= 1.25 else "MISS"
        s.detail = f"{len(judge_times)} judge runs; the standalone runs' max / min is {s.baseline:.2f}"
        s.meaning = ("max / min of the judge's reported timeMs over the runs above. The baseline column is the "
                     "same spread for the standalone runs, i.e. the machine's own noise.")

    # -- stress --------------------------------------------------------------------------------

    def case_stress(self):
        reps = self.args.stress_reps
        _, _, help_proc = run([JUDGEW, "stress", "--help"])
        if help_proc.returncode != 0:
            f = self.figure("stress", "`./judgew stress` vs the shell loop", "stress")
            f.status = "SKIPPED"
            f.detail = "skipped: this judge has no stress command"
            return
        loop = self.work / "stress-loop"
        loop.mkdir()
        self.write_stress_loop(loop)
        env = {k: v for k, v in os.environ.items() if k != "CLASSPATH"}
        _, _, proc = run(["javac", "Gen.java", "Solution.java", "Main.java", "Brute.java"], cwd=loop, env=env)
        if proc.returncode != 0:
            raise failure("javac (the shell loop's programs)", proc)
        # One case by hand, checked: 2^n subsets from both programs, the same once sorted.
        _, _, gen = run(["java", "Gen", "3"], cwd=loop, env=env)
        (loop / "in.txt").write_text(gen.stdout)
        count = int(gen.stdout.split()[0])
        for program in ("Main", "Brute"):
            p = subprocess.run(["java", program], cwd=loop, env=env, input=gen.stdout, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True, timeout=120)
            if p.returncode != 0 or len(p.stdout.splitlines()) != 2 ** count:
                raise failure(f"java {program} < in.txt (expected {2 ** count} lines)", p)

        def loop_run(cases):
            wall, cpu, proc = run(["bash", "loop.sh", str(cases)], cwd=loop, env=env, timeout=1800)
            if proc.returncode != 0:
                raise failure("the shell loop (bash loop.sh)", proc)
            return wall, cpu

        def stress_run(seed, seconds):
            report = self.work / f"stress-{seed}.json"
            wall, cpu, proc = run([JUDGEW, "stress", STRESS_PROBLEM, "--solution", STRESS_SOLUTION, "--seconds",
                                   seconds, "--seed", seed, "--json", report, "--no-color"], timeout=600)
            if proc.returncode != 0 or not report.exists():
                raise failure(f"./judgew stress {STRESS_PROBLEM} (a correct solution, so exit 0 expected)", proc)
            data = json.loads(report.read_text())
            if data["found"] or data["reference"] != "accepted/" + STRESS_REFERENCE.name:
                raise RuntimeError(f"stress: unexpected report {data}")
            return wall, cpu, data

        log("stress: warm-up runs (untimed)")
        stress_run(100, 1)
        loop_run(2)
        stress_samples, loop_samples = [], []
        rng = random.Random(20241129)
        for r in range(reps):
            order = ["stress", "loop"]
            rng.shuffle(order)
            log(f"stress: round {r + 1}/{reps}: {', '.join(order)}")
            for kind in order:
                if kind == "stress":
                    wall, cpu, data = stress_run(r + 1, STRESS_SECONDS)
                    stress_samples.append({"wall": wall, "cpu": cpu, "cases": data["cases"],
                                           "seconds": data["seconds"], "maxSize": data["maxSize"],
                                           "rate": data["cases"] / data["seconds"]})
                else:
                    wall, cpu = loop_run(LOOP_CASES)
                    loop_samples.append({"wall": wall, "cpu": cpu, "rate": LOOP_CASES / wall})

        stress_rate = median([s["rate"] for s in stress_samples])
        loop_rate = median([s["rate"] for s in loop_samples])
        lp = self.figure("stress-loop", "Shell loop: `java Gen`, `java Main`, `java Brute`, `diff` per case "
                         f"({STRESS_PROBLEM}, {LOOP_CASES} cases)", "stress")
        lp.unit = "cases/s"
        lp.value = loop_rate
        lp.samples = loop_samples
        lp.detail = (f"median of {len(loop_samples)} runs of {LOOP_CASES} cases: "
                     + ", ".join(f"{s['wall']:.1f} s" for s in loop_samples)
                     + f" ({fmt_time(median([s['wall'] for s in loop_samples]) / LOOP_CASES)} per case); CPU (all "
                       f"processes) median {fmt_time(median([s['cpu'] for s in loop_samples]))} per run")
        lp.meaning = (
            "The stress test a Java learner writes by hand, built by the harness in a temporary folder and compiled "
            "once with `javac Gen.java Solution.java Main.java Brute.java`: `Gen.java` prints one random input for "
            "the seed it is given (a simple equivalent of problems/subsets/generator: 1 to 10 distinct numbers "
            "from -10 to 10, the count first); `Solution.java` is the learner's solution "
            f"(submissions/accepted/{STRESS_SOLUTION.name}) as it is, with `Main.java` reading the input with a "
            "BufferedReader and printing every subset sorted, the subsets sorted, one a line (the problem accepts "
            "any order, so a plain `diff` needs a canonical form); `Brute.java` is the reference "
            f"(submissions/accepted/{STRESS_REFERENCE.name}, its class renamed) with the same main. The timed "
            f"part is `bash loop.sh {LOOP_CASES}`: `for i in $(seq 1 N); do java Gen $i > in.txt; java Main < "
            "in.txt > out1.txt; java Brute < in.txt > out2.txt; diff -q out1.txt out2.txt > /dev/null || exit 1; "
            "done`: three JVM starts and a diff per case, default JVM flags. Cases per second = cases / the "
            "loop's wall time. One case is checked by hand first (2^n lines from both).")

        f = self.figure("stress-rate", f"`./judgew stress {STRESS_PROBLEM}`: cases per second, correct solution",
                        "stress")
        f.unit = "cases/s"
        f.value = stress_rate
        f.samples = stress_samples
        f.baseline_title, f.baseline = "shell loop", loop_rate
        f.ratio = stress_rate / loop_rate
        f.target = ">= 50x the shell loop"
        f.status = "PASS" if f.ratio >= 50 else "MISS"
        whole = median([s["cases"] / s["wall"] for s in stress_samples])
        f.detail = (f"median of {len(stress_samples)} runs: "
                    + ", ".join(f"{s['cases']} cases in {s['seconds']:.1f} s" for s in stress_samples)
                    + f"; sizes up to {max(s['maxSize'] for s in stress_samples)}; counting the whole command "
                      f"(the judge's JVM start, compiling both solutions, printing) {whole:,.1f} cases/s, "
                      f"{whole / loop_rate:.1f}x the loop; command wall median "
                      f"{fmt_time(median([s['wall'] for s in stress_samples]))}, CPU (all processes) median "
                      f"{fmt_time(median([s['cpu'] for s in stress_samples]))}")
        f.meaning = (
            f"`./judgew stress {STRESS_PROBLEM} --solution problems/subsets/submissions/accepted/"
            f"{STRESS_SOLUTION.name} --seconds {STRESS_SECONDS} --seed N --json FILE` (seed 1, 2, 3, ... per run): "
            "a correct solution, so stress finds no difference and runs its whole budget (exit 0 and "
            "`\"found\": false` are checked), against the reference it picks itself "
            f"(accepted/{STRESS_REFERENCE.name}), the same two programs as the loop. Cases per second = the "
            "report's `cases` / `seconds` (the search's time, which includes the first case and so the start of "
            "both worker JVMs; not the judge's own JVM start or compilation: the detail gives the rate over the "
            "whole command too). Stress's inputs come from the package's generator (sizes 1, 1, 2, 2, ... then "
            "random up to 10), the loop's from an equivalent; its comparison is the judge's unordered one. Runs "
            "interleaved with the loop's in a shuffled order; the ratio is median(stress) / median(loop).")

        for problem, fixture in STRESS_FIXTURES:
            report = self.work / f"stress-ttc-{problem}.json"
            wall, _, proc = run([JUDGEW, "stress", problem, "--solution", fixture, "--seed", 1, "--json", report,
                                 "--no-color"], timeout=600)
            if proc.returncode != 1 or not report.exists():
                raise failure(f"./judgew stress {problem} --solution {fixture.name} (exit 1 expected)", proc)
            data = json.loads(report.read_text())
            t = self.figure(f"stress-ttc-{problem}", f"`./judgew stress {problem}` on a known bug "
                            f"({fixture.name}, --seed 1): to the shrunk counterexample", "stress")
            t.value = wall
            t.baseline_title = f"shell loop for {data['cases']} cases (estimated)"
            t.baseline = data["cases"] / loop_rate
            t.ratio = t.value / t.baseline
            t.detail = (f"one run: {data['verdict']} after {data['cases']} cases (sizes up to {data['maxSize']}) in "
                        f"{data['seconds']:.1f} s of search; shrunk from {data['originalSize']} to {data['size']} "
                        f"{data['sizeUnit']} in {data['shrinkSteps']} steps; input {json.dumps(data['input'])}")
            t.meaning = (
                f"`./judgew stress {problem} --solution {fixture.relative_to(ROOT)} --seed 1`, one run, timed from "
                "start to exit: the judge's JVM start, compiling, both workers, the search and the shrinking "
                "(capped at 10 s). Informative. The baseline is an estimate, not a measurement: the number of "
                "cases stress needed times the shell loop's time per case above, i.e. how long the loop would "
                "take to reach the same case (it would then print that case unshrunk)"
                + (" if it could generate this problem's inputs (a design problem: sequences of calls)"
                   if problem == "lru-cache" else "") + ".")

    @staticmethod
    def write_stress_loop(folder):
        """The shell loop's programs: Gen.java, Solution.java (as given), Main.java, Brute.java, loop.sh."""
        canonical = (
            "    static String canonical(List<List<Integer>> subsets) {\n"
            "        List<String> lines = new ArrayList<>();\n"
            "        for (List<Integer> subset : subsets) {\n"
            "            List<Integer> sorted = new ArrayList<>(subset);\n"
            "            Collections.sort(sorted);\n"
            "            lines.add(sorted.toString());\n"
            "        }\n"
            "        Collections.sort(lines);\n"
            "        return String.join(\"\\n\", lines) + \"\\n\";\n"
            "    }\n\n"
            "    static int[] read() throws IOException {\n"
            "        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));\n"
            "        int n = Integer.parseInt(in.readLine().trim());\n"
            "        String[] parts = n == 0 ? new String[0] : in.readLine().trim().split(\" \");\n"
            "        int[] nums = new int[n];\n"
            "        for (int i = 0; i < n; i++) {\n"
            "            nums[i] = Integer.parseInt(parts[i]);\n"
            "        }\n"
            "        return nums;\n"
            "    }\n")

        def main_class(name, solution):
            return (f"public class {name} {{\n"
                    "    public static void main(String[] args) throws IOException {\n"
                    f"        System.out.print(canonical(new {solution}().subsets(read())));\n"
                    "    }\n\n" + canonical + "}\n")

        (folder / "Gen.java").write_text(
            "import java.util.*;\n\n"
            "/** One random input for the seed in args[0]: n, then n distinct numbers from -10 to 10. */\n"
            "public class Gen {\n"
            "    public static void main(String[] args) {\n"
            "        Random random = new Random(Long.parseLong(args[0]));\n"
            "        int n = 1 + random.nextInt(10);\n"
            "        LinkedHashSet<Integer> nums = new LinkedHashSet<>();\n"
            "        while (nums.size() < n) {\n"
            "            nums.add(-10 + random.nextInt(21));\n"
            "        }\n"
            "        StringBuilder out = new StringBuilder().append(n).append('\\n');\n"
            "        for (int x : nums) {\n"
            "            out.append(x).append(' ');\n"
            "        }\n"
            "        System.out.println(out.toString().trim());\n"
            "    }\n"
            "}\n")
        (folder / "Solution.java").write_text(STRESS_SOLUTION.read_text())
        (folder / "Main.java").write_text("import java.io.*;\nimport java.util.*;\n\n" + main_class("Main", "Solution"))
        reference = re.sub(r"\bclass Solution\b", "class Reference", STRESS_REFERENCE.read_text())
        (folder / "Brute.java").write_text(
            "import java.io.*;\n" + reference.rstrip("\n") + "\n\n" + main_class("Brute", "Reference"))
        (folder / "loop.sh").write_text(
            "#!/usr/bin/env bash\n"
            "# The classic stress loop: a generator, the solution and a brute force, three JVMs per case, then diff.\n"
            "for i in $(seq 1 \"$1\"); do\n"
            "  java Gen \"$i\" > in.txt\n"
            "  java Main < in.txt > out1.txt\n"
            "  java Brute < in.txt > out2.txt\n"
            "  diff -q out1.txt out2.txt > /dev/null || { echo \"difference on seed $i\"; exit 1; }\n"
            "done\n")

    # -- jdk: the edited and unchanged runs on the newest JDK beside the default java -------------

    def case_jdk(self):
        """floor, edited and unchanged runs on the newest JDK and on the default java, each against its own floor.

        Each JDK is measured as a block (judgew keeps start-up archives per Java, but blocks keep the runs alike), the
        newest with both kinds of start-up archive: its default (AOT caches from Java 24) and class-data
        archives (PRACTICE_JUDGE_ARCHIVE=cds). The default java goes last, leaving judge/target as it was.
        """
        reps = self.args.reps
        base_home = java_home_of(shutil.which("java"))
        newest = self.args.newest_java or newest_jdk()
        base_major, newest_major = java_major(base_home), java_major(newest) if newest else None
        if newest is None or newest_major is None or base_major is None or newest_major <= base_major:
            f = self.figure("jdk-skipped", "jdk: no JDK newer than the default java was found", "jdk")
            f.status = "SKIPPED"
            f.meaning = (f"The default java is {base_home} (Java {base_major}); no newer JDK under /usr/lib/jvm "
                         "and none given with --newest-java.")
            return
        work = self.work / "jdk"
        work.mkdir()
        source = ACCEPTED.read_text()
        counter = [0]
        floor = work / "javac-java"
        floor.mkdir()
        (floor / "Main.java").write_text(FLOOR_MAIN)
        edited_file = work / "edited" / "Backtracking.java"
        edited_file.parent.mkdir()
        unchanged_file = work / "unchanged" / "Backtracking.java"
        unchanged_file.parent.mkdir()
        unchanged_file.write_text(source)
        target = ROOT / "judge" / "target"

        def block(home, major, kind):
            """One JDK and archive kind: warm-up (judgew prepares its archives), then interleaved runs."""
            env = dict(os.environ, JAVA_HOME=str(home))
            env.pop("PRACTICE_JUDGE_NO_ARCHIVE", None)
            if kind == "cds":
                env["PRACTICE_JUDGE_ARCHIVE"] = "cds"
            else:
                env.pop("PRACTICE_JUDGE_ARCHIVE", None)

            def floor_run():
                counter[0] += 1
                (floor / "Backtracking.java").write_text(edited(source, counter[0]))
                w1, c1, proc = run([Path(home) / "bin" / "javac", "-d", floor / "classes", floor / "Backtracking.java",
                                    floor / "Main.java"])
                if proc.returncode != 0:
                    raise failure("javac", proc)
                w2, c2, proc = run([Path(home) / "bin" / "java", "-cp", floor / "classes", "Main"])
                if proc.returncode != 0 or proc.stdout.strip() != COUNTS:
                    raise failure("java Main (expected the counts " + COUNTS + ")", proc)
                return w1 + w2, c1 + c2

            def judge_run(file):
                wall, cpu, proc = run([JUDGEW, "test", "n-queens", "--solution", file, "--no-color", "--verbose"], env=env,
                                      timeout=1800)
                if proc.returncode != 0 or "AC  accepted: 9/9 tests passed" not in proc.stdout:
                    raise failure(f"JAVA_HOME={home} ./judgew test n-queens --solution {file}", proc)
                return wall, cpu

            def edited_run():
                counter[0] += 1
                edited_file.write_text(edited(source, counter[0]))
                return judge_run(edited_file)

            log(f"jdk: Java {major}, {kind} archives: warm-up runs (untimed; judgew prepares its archives)")
            floor_run()
            edited_run()
            judge_run(unchanged_file)
            # judgew keeps each Java's archives (and each kind's) in a folder whose stamp names that java.
            java_id = os.path.realpath(Path(home) / "bin" / "java")
            folder = next((stamp.parent for stamp in (target / "startup").glob("*/judgew-archive.stamp")
                           if stamp.read_text().strip() == java_id
                           and stamp.parent.name.endswith("-cds") == (kind == "cds")), target)
            if (folder / "judge-cli.aot").exists():
                made = "AOT caches (judge-cli.aot, judge-worker.aot)"
            elif (folder / "judge-cli.jsa").exists():
                made = "class-data archives (judge-cli.jsa, judge-worker.jsa)"
            else:
                made = "no archives (judgew could not make them)"
            kinds = {"floor": floor_run, "edited": edited_run, "unchanged": lambda: judge_run(unchanged_file)}
            samples = {k: [] for k in kinds}
            rng = random.Random(20261201 + major)
            for r in range(reps):
                order = list(kinds)
                rng.shuffle(order)
                log(f"jdk: Java {major}, {kind}: round {r + 1}/{reps}: {', '.join(order)}")
                for k in order:
                    samples[k].append(kinds[k]())
            return samples, made

        def report(major, kind, samples, made, target_ratio):
            label = f"Java {major}"
            archives = {"auto": "AOT cache" if major >= 24 else "CDS archives", "cds": "CDS archives"}[kind]
            fl_wall = median([s[0] for s in samples["floor"]])
            fl = self.figure(f"jdk{major}-{kind}-floor", f"{label}: javac + java of the solution (n = 1..9)"
                             + (" (beside the CDS runs)" if kind == "cds" else ""), "jdk")
            fl.value = fl_wall
            fl.samples = samples["floor"]
            fl.detail = timed_series(samples["floor"])
            fl.meaning = (f"As the compile group's floor, with {label}'s own javac and java ({made.split(' (')[0]} "
                          "in judge/target do not apply to it). Baseline for the two figures after it.")
            for key, title in (("edited", "edited source"), ("unchanged", "unchanged source")):
                f = self.figure(f"jdk{major}-{kind}-{key}",
                                f"{label}, {archives}: `./judgew test n-queens --solution FILE`, {title}", "jdk")
                f.value = median([s[0] for s in samples[key]])
                f.samples = samples[key]
                f.baseline_title, f.baseline = f"{label} javac + java", fl_wall
                f.ratio = f.value / fl_wall
                if key == "edited" and target_ratio is not None:
                    f.target = f"<= {target_ratio:.2f}x javac + java"
                    f.status = "PASS" if f.ratio <= target_ratio else "MISS"
                f.detail = timed_series(samples[key]) + f"; judgew used {made}"
                f.meaning = (f"As the compile group's figure of the same name, run with JAVA_HOME={'the newest JDK' if major == newest_major else 'the default java'}"
                             f" ({label}), judgew starting both JVMs from its {archives}"
                             + (" (PRACTICE_JUDGE_ARCHIVE=cds: the Java 17-23 kind, for comparison)" if kind == "cds" else "")
                             + ".")

        plan = []
        if newest_major >= 24:
            plan.append((newest, newest_major, "cds", None))
        plan.append((newest, newest_major, "auto", 0.8 if newest_major >= 25 else None))
        plan.append((base_home, base_major, "auto", None))
        results = []
        for home, major, kind, target_ratio in plan:
            samples, made = block(home, major, kind)
            results.append((major, kind, samples, made, target_ratio))
        # Reported newest first, its default kind before the CDS comparison.
        for major, kind, samples, made, target_ratio in sorted(results, key=lambda r: (-r[0], r[1] != "auto")):
            report(major, kind, samples, made, target_ratio)
        self.notes.append(f"jdk: the newest JDK was {newest} (Java {newest_major}); the default java {base_home} "
                          f"(Java {base_major}).")


def combinations_test_text(n, k):
    """A Combinations test file as the package writes its own: the input, then one expected list per line."""
    import itertools
    lines = ["    [" + ",".join(map(str, c)) + "]" for c in itertools.combinations(range(1, n + 1), k)]
    return ('{\n  "input": {"n": %d, "k": %d},\n  "expected": [\n' % (n, k)) + ",\n".join(lines) + "\n  ]\n}\n"


def case_bigoutput(self):
    """./judgew test combinations vs n-queens (unchanged sources), and the judge's own time per MB of answer."""
    reps = self.args.reps
    work = self.work / "bigoutput"
    work.mkdir()
    comb_file = work / "comb" / "PrunedBacktracking.java"
    comb_file.parent.mkdir()
    comb_file.write_text(BIG_SOLUTION.read_text())
    queens_file = work / "queens" / "Backtracking.java"
    queens_file.parent.mkdir()
    queens_file.write_text(ACCEPTED.read_text())
    # A workspace of its own (--root): Combinations with one test each, of growing answers.
    root = work / "root"
    (root / "problems").mkdir(parents=True)
    packages = {}
    for n, k in [BIG_TINY] + BIG_SIZES:
        pid = f"combinations-n{n}-k{k}"
        folder = root / "problems" / pid
        shutil.copytree(ROOT / "problems" / "combinations", folder, ignore=shutil.ignore_patterns("tests"))
        (folder / "tests").mkdir()
        test = folder / "tests" / f"01-n{n}-k{k}.json"
        test.write_text(combinations_test_text(n, k))
        packages[(n, k)] = (pid, test.stat().st_size)

    def checked(cmd, what, verdict_line, report=None):
        wall, cpu, proc = run(cmd)
        if proc.returncode != 0 or verdict_line not in proc.stdout:
            raise failure(what, proc)
        test_ms = None
        if report is not None:
            tests = json.loads(report.read_text())["problems"][0]["tests"]
            test_ms = sum(t["timeMs"] for t in tests) / 1e3
        return wall, cpu, test_ms

    def comb_run():
        return checked([JUDGEW, "test", "combinations", "--solution", comb_file, "--no-color", "--verbose"],
                       "./judgew test combinations", "AC  accepted: 13/13 tests passed")

    def queens_run():
        return checked([JUDGEW, "test", "n-queens", "--solution", queens_file, "--no-color", "--verbose"],
                       "./judgew test n-queens", "AC  accepted: 9/9 tests passed")

    def size_run(key):
        pid, _ = packages[key]
        report = work / f"{pid}.json"
        return checked([JUDGEW, "--root", root, "test", pid, "--solution", comb_file, "--no-color", "--verbose", "--json", report],
                       f"./judgew test {pid}", "AC  accepted: 1/1 tests passed", report)

    kinds = {"comb": comb_run, "queens": queens_run}
    for key in [BIG_TINY] + BIG_SIZES:
        kinds[key] = (lambda key=key: size_run(key))
    log("bigoutput: warm-up runs (untimed; they fill the class cache)")
    for run_one in kinds.values():
        run_one()
    samples = {k: [] for k in kinds}
    rng = random.Random(20261201)
    for r in range(reps):
        order = list(kinds)
        rng.shuffle(order)
        log(f"bigoutput: round {r + 1}/{reps}")
        for k in order:
            samples[k].append(kinds[k]())

    def wall(k):
        return median([s[0] for s in samples[k]])

    ratio = self.figure("bigoutput-ratio", "`./judgew test combinations` (6 MB answer) vs `./judgew test n-queens`, "
                                           "unchanged sources", "bigoutput")
    ratio.unit = "ratio"
    ratio.value = wall("comb") / wall("queens")
    ratio.samples = samples["comb"]
    ratio.baseline_title, ratio.baseline = "./judgew test n-queens", wall("queens")
    ratio.ratio = ratio.value
    ratio.target = "<= 1.50x n-queens"
    ratio.status = "PASS" if ratio.value <= 1.5 else "MISS"
    ratio.detail = (f"combinations {fmt_time(wall('comb'))} ({timed_series(samples['comb'])}); n-queens "
                    f"{fmt_time(wall('queens'))} ({timed_series(samples['queens'])})")
    ratio.meaning = ("The accepted PrunedBacktracking.java on Combinations' 13 tests, whose last (n = 20, k = 10) "
                     "expects 184,756 lists (a 6 MB test file), against the accepted Backtracking.java on N-Queens' 9 "
                     "tests; both files unchanged between runs (the class cache hits after an untimed run), AC "
                     "checked, runs interleaved.")

    # The judge's own time for an answer: a run's wall time less its test's timeMs (the solution's own),
    # less the same for the tiny test (JVM starts, loading, the worker): what the answer's size costs.
    def own(key):
        return median([w - t for w, _, t in samples[key]])

    tiny = own(BIG_TINY)
    per_mb = {}
    for key in BIG_SIZES:
        pid, size = packages[key]
        mb = size / 1e6
        extra = own(key) - tiny
        per_mb[key] = extra / mb
        f = self.figure(f"bigoutput-per-mb-n{key[0]}-k{key[1]}",
                        f"judge's own time per MB of expected output, {mb:.1f} MB (n = {key[0]}, k = {key[1]})",
                        "bigoutput")
        f.value = per_mb[key]
        f.samples = samples[key]
        f.baseline_title, f.baseline = "the answer's whole cost", extra
        cpu_extra = median([c for _, c, _ in samples[key]]) - median([c for _, c, _ in samples[BIG_TINY]])
        f.detail = (f"{fmt_bytes(size)} test file, C({key[0]},{key[1]}) lists; wall less timeMs: median "
                    f"{fmt_time(own(key))}, tiny test's {fmt_time(tiny)}; CPU time of all processes less the tiny "
                    f"test's, per MB (less disturbed by a busy machine): {fmt_time(cpu_extra / mb)}")
        f.meaning = ("A copy of Combinations with this one test (`--root` a temporary workspace): the median over "
                     "the runs of wall time less the test's timeMs (the solution's own time, from --json), less the "
                     "same for a copy with only n = 5, k = 2, divided by the test file's size in MB: what reading "
                     "the file, checking its type, the worker's writing and sending the answer, reading the frame, "
                     "comparing in any order and reporting cost per MB. Value in seconds per MB.")
    small, large = BIG_SIZES[0], BIG_SIZES[-1]
    lin = self.figure("bigoutput-linear", "judge's time per MB at 6 MB vs at 1 MB (linear growth)", "bigoutput")
    lin.unit = "ratio"
    lin.value = per_mb[large] / per_mb[small] if per_mb[small] > 0 else None
    lin.baseline_title, lin.baseline = f"per MB at {packages[small][1] / 1e6:.1f} MB", per_mb[small]
    lin.ratio = lin.value
    lin.target = "<= 1.25x"
    lin.status = "ERROR" if lin.value is None else ("PASS" if lin.value <= 1.25 else "MISS")
    cpu_per_mb = {k: (median([c for _, c, _ in samples[k]]) - median([c for _, c, _ in samples[BIG_TINY]]))
                     / (packages[k][1] / 1e6) for k in BIG_SIZES}
    lin.detail = (", ".join(f"{packages[k][1] / 1e6:.1f} MB: {fmt_time(per_mb[k])}/MB" for k in BIG_SIZES)
                  + "; by CPU time: " + ", ".join(f"{packages[k][1] / 1e6:.1f} MB: {fmt_time(cpu_per_mb[k])}/MB"
                                                  for k in BIG_SIZES)
                  + (f" (6 MB over 1 MB: {cpu_per_mb[large] / cpu_per_mb[small]:.2f}x)" if cpu_per_mb[small] > 0 else ""))
    lin.meaning = ("The per-MB figure of the largest answer over the smallest's: 1.00x is linear growth, above it "
                   "the judge's cost grows faster than the answer.")


Bench.case_bigoutput = case_bigoutput


SCALE_MEANING = (
    "JMH (bench/jmh ComparisonScaleBenchmark), run with judgew's JVM flags (the comparison runs in the judge's "
    "process): every board for n (generated in setup) compared with the expected list in the opposite order. "
    "\"N-Queens checker\" is problems/n-queens/checker/NQueensChecker.java as the judge compiles and wraps it "
    "(Comparators.forProblem: copies of the three trees, a call on the checker thread); \"unordered\" is the "
    "built-in comparison with level 0 unordered (Comparators.forSpec). Median of the sampled calls after "
    "warm-up. Baseline: n = 11's time per board times the boards, so a ratio above 1 is growth faster than "
    "linear.")


# ----------------------------------------------------------------------------------------------
# Output


def table(figures):
    rows = [("", "figure", "measured", "baseline (same run)", "ratio", "target")]
    for f in figures:
        rows.append((f.status, f.title.replace("`", ""), f.value_text(), f.baseline_text(), f.ratio_text(),
                     f.target or "-"))
    widths = [min(max(len(r[i]) for r in rows), 70) for i in range(len(rows[0]))]
    out = []
    for r in rows:
        out.append("  ".join(c.ljust(widths[i]) if len(c) <= widths[i] else c for i, c in enumerate(r)).rstrip())
    return "\n".join(out)


def markdown(bench, info, started, duration, command, groups):
    f = bench.figures
    lines = ["# Performance", "",
             "<!-- Generated by bench/run; do not edit by hand: run it again instead. -->", "",
             f"Measured by `{command}` on {started:%Y-%m-%d %H:%M} UTC; the run took "
             f"{duration / 60:.1f} minutes. Every ratio compares two figures measured in this same run.",
             ""]
    if set(groups) != set(GROUPS):
        lines += [f"Only part of the benchmark ran: {', '.join(groups)}.", ""]
    lines += ["## Results", "",
              "| | figure | measured | baseline (same run) | ratio | target |",
              "|---|---|---|---|---|---|"]
    for x in f:
        lines.append(f"| {x.status} | {x.title} | {x.value_text()} | {x.baseline_text()} | {x.ratio_text()} | "
                     f"{x.target or '–'} |")
    missed = [x for x in f if x.status == "MISS"]
    lines += ["", f"Targets met: {sum(1 for x in f if x.status == 'PASS')}; missed: {len(missed)}; skipped: "
                  f"{sum(1 for x in f if x.status == 'SKIPPED')}; errors: "
                  f"{sum(1 for x in f if x.status == 'ERROR')}. Figures marked INFO have no target.", ""]
    lines += ["## What each figure means", ""]
    for x in f:
        lines.append(f"- **{x.title}** ({x.value_text()}). {x.meaning}"
                     + (f" *This run:* {x.detail}." if x.detail else ""))
    lines += ["", "## How it was measured", "",
              f"- JVM-run figures: the median of {bench.args.reps} runs (Maven route: {bench.args.maven_reps}; "
              f"timing: {bench.args.timing_reps}; batch: {bench.args.batch_reps} per setting when --jobs "
              f"exists; stress: {bench.args.stress_reps} of each), each after one untimed warm-up run, timed by bench/harness.py from process start to "
              "exit (Python's perf_counter), with the runs of figures that are compared interleaved in a "
              "shuffled order so background load hits them alike. CPU time is that of the process and all its "
              "descendants (getrusage).",
              "- JMH figures: 1 fork, warm-up and measurement iterations of 1 s each (JMH's defaults trimmed "
              "for time), sample-time mode, median of all sampled calls; allocation from `-prof gc` "
              "(gc.alloc.rate.norm)." + (" JVM flags per invocation:" if bench.jmh_settings else "")]
    for name, s in bench.jmh_settings.items():
        lines.append(f"  - {name}: `{' '.join(s['flags'])}`, {s['warmups']} warm-up + {s['iterations']} "
                     f"measurement iterations, benchmarks `{s['regex']}`")
    lines += ["- Raw results of the last run: bench/target/results.json and bench/target/jmh-*.json (not "
              "committed).", "",
              "The machine is shared (other builds may run on it during a benchmark), so figures from one run "
              "are noisy; the load average below shows how busy it was. Compare ratios within a run rather "
              "than absolute times across runs.", "",
              "## Machine", "", "| | |", "|---|---|"]
    for k in ("cpu", "cores", "memory", "os", "python3", "/usr/bin/time", "judge commit"):
        lines.append(f"| {k} | {info[k]} |")
    loads = "; ".join(f"{k}: {' '.join(v)}" for k, v in bench.loads.items())
    lines.append(f"| load average (1, 5, 15 min) | {loads} |")
    for k in ("java -version", "javac -version", "mvn -version"):
        lines += ["", f"`{k}`:", "", "```text", info[k], "```"]
    if bench.notes:
        lines += ["", "## Notes from this run", ""] + [f"- {n}" for n in bench.notes]
    lines += ["", "## Running it", "", "```sh",
              "bench/run                          # everything, writes docs/performance.md (7-11 minutes)",
              "bench/run --only compile,timing    # a subset (" + ", ".join(GROUPS) + ")",
              "bench/run --reps 5 --quick         # fewer runs, shorter JMH",
              "bench/run --help", "```", "",
              "It needs a JDK 17+, Maven and python3. The first run builds the JMH benchmarks "
              "(`mvn -Pbench -pl bench/jmh -am package`; JMH comes from Maven Central once, then offline) and "
              "fills the Maven baseline's local repository if needed. The benchmark is not part of `mvn verify` "
              "or CI: the `bench` profile keeps bench/jmh out of the default build.", ""]
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(
        prog="bench/run",
        description="Benchmark the judge against baselines measured in the same run; print every figure with "
                    "its baseline, ratio, target and PASS/MISS; write docs/performance.md.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="groups:\n" + "\n".join(f"  {g:9s} {GROUP_HELP[g]}" for g in GROUPS))
    parser.add_argument("--only", default=",".join(GROUPS),
                        help="comma-separated groups to run (default: all)")
    parser.add_argument("--reps", type=int, default=7, help="timed runs per JVM-run figure and saves for watch "
                                                            "(default 7, at least 5 recommended)")
    parser.add_argument("--maven-reps", type=int, default=5, help="timed runs of the Maven route (default 5; 0 "
                                                                  "leaves it out)")
    parser.add_argument("--timing-reps", type=int, default=5, help="runs of the busy-loop timing case (default 5)")
    parser.add_argument("--batch-reps", type=int, default=3,
                        help="runs per --jobs setting of the batch case (default 3)")
    parser.add_argument("--stress-reps", type=int, default=3,
                        help=f"runs of stress ({STRESS_SECONDS} s each) and of the shell loop ({LOOP_CASES} cases "
                             "each) (default 3)")
    parser.add_argument("--newest-java", type=Path, metavar="JAVA_HOME",
                        help="the newer JDK the jdk group measures beside the default java (default: the newest "
                             "under /usr/lib/jvm)")
    parser.add_argument("--java", type=Path, metavar="JAVA_HOME",
                        help="run every group on this JDK (its bin/ first on PATH and JAVA_HOME for judgew): "
                             "the floors and the judge alike")
    parser.add_argument("--quick", action="store_true", help="shorter JMH runs (fewer iterations)")
    parser.add_argument("--doc", type=Path, help="where to write the report (default: docs/performance.md for "
                                                 "a full run, bench/target/performance.md for a subset)")
    parser.add_argument("--no-doc", action="store_true", help="print only; write no report")
    parser.add_argument("--keep", action="store_true", help="keep the temporary folder")
    args = parser.parse_args()
    groups = [g.strip() for g in args.only.split(",") if g.strip()]
    unknown = [g for g in groups if g not in GROUPS]
    if unknown:
        parser.error(f"unknown group(s) {', '.join(unknown)}; known: {', '.join(GROUPS)}")
    if args.reps < 1 or args.timing_reps < 2 or args.batch_reps < 1 or args.stress_reps < 1:
        parser.error("--reps, --batch-reps and --stress-reps must be at least 1, --timing-reps at least 2")
    if args.java:
        if not (args.java / "bin" / "javac").exists():
            parser.error(f"--java {args.java}: no bin/javac there")
        os.environ["JAVA_HOME"] = str(args.java.resolve())
        os.environ["PATH"] = str(args.java.resolve() / "bin") + os.pathsep + os.environ.get("PATH", "")
    for tool in ("java", "javac", "mvn"):
        if shutil.which(tool) is None:
            parser.error(f"{tool} was not found on PATH")

    command = "bench/run" + ("" if len(sys.argv) == 1 else " " + " ".join(sys.argv[1:]))
    started = datetime.datetime.now(datetime.timezone.utc)
    t0 = time.perf_counter()
    OUT.mkdir(parents=True, exist_ok=True)
    bench = Bench(args)
    bench.loads["start"] = loadavg()
    log(f"bench: {command}; work folder {bench.work}")
    info = machine()
    try:
        if "overhead" in groups or "scale" in groups:
            bench.ensure_jmh()
        bench.ensure_judge()
        for group in GROUPS:
            if group not in groups:
                continue
            log(f"== {group}: {GROUP_HELP[group]}")
            count = len(bench.figures)
            try:
                getattr(bench, "case_" + group)()
            except Exception as e:  # one broken case must not cost the others their figures
                log(f"{group}: ERROR: {e}")
                del bench.figures[count:]
                err = bench.figure(group + "-error", f"{group}: could not be measured", group)
                err.status = "ERROR"
                err.detail = str(e).splitlines()[0] if str(e) else type(e).__name__
                err.meaning = GROUP_HELP[group]
                bench.notes.append(f"{group} failed: {e}")
            bench.loads[f"after {group}"] = loadavg()
    finally:
        if not args.keep:
            shutil.rmtree(bench.work, ignore_errors=True)
    duration = time.perf_counter() - t0

    print()
    print(table(bench.figures))
    print()
    print(f"{sum(1 for x in bench.figures if x.status == 'PASS')} met, "
          f"{sum(1 for x in bench.figures if x.status == 'MISS')} missed, "
          f"{sum(1 for x in bench.figures if x.status == 'SKIPPED')} skipped, "
          f"{sum(1 for x in bench.figures if x.status == 'ERROR')} errors; run took {duration / 60:.1f} min; "
          f"load average {' '.join(bench.loads['start'])} at the start, {' '.join(loadavg())} at the end")
    for x in bench.figures:
        if x.detail:
            print(f"  {x.key}: {x.detail}")
    (OUT / "results.json").write_text(json.dumps({
        "command": command, "started": started.isoformat(), "duration_s": duration, "machine": info,
        "loads": bench.loads, "jmh": bench.jmh_settings, "figures": [x.to_json() for x in bench.figures]},
        indent=2, default=str) + "\n")
    if not args.no_doc:
        doc = args.doc or (DOC if set(groups) == set(GROUPS) else OUT / "performance.md")
        doc.parent.mkdir(parents=True, exist_ok=True)
        doc.write_text(markdown(bench, info, started, duration, command, groups))
        print(f"wrote {doc}")
    return 1 if any(x.status == "ERROR" for x in bench.figures) else 0


if __name__ == "__main__":
    sys.exit(main())

// Only its existence matters here: the loader rejects the spec before any checker is compiled.
public final class NQueensChecker {
}

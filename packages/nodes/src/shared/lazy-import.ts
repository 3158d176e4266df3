/**
 * A module loaded on first use and kept: `import()` of a module already loaded still goes through Node's
 * loader (the specifier resolved, the module map searched, a job awaited) on every call, ~5 µs that a
 * node runtime paid per run for each LangChain module it uses. A failed load stays failed (a package that
 * is not installed does not appear while the server runs).
 */
export function lazyImport<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined
  return () => (loaded ??= load())
}

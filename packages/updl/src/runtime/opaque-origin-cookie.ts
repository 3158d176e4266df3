/**
 * Served pages run sandboxed (opaque origin), where reading `document.cookie` throws; AR.js's HTTP client
 * reads it before each request to a same-host URL (its camera and marker files). Such a page has no
 * cookies: it is shown none, as everywhere else, instead of the error.
 */
export function emptyCookieInOpaqueOrigin(): void {
  if (self.origin !== 'null') return
  Object.defineProperty(document, 'cookie', { get: () => '', set: () => undefined, configurable: true })
}

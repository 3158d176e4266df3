import type { FastifyInstance, FastifyReply } from 'fastify'

/** Pages people embed in their own sites: the public chatbot, bot pages and published AR/3D scenes. */
const EMBEDDABLE = /^\/(chatbot|bots|p)(\/|$|\?)/

/**
 * The access token lives in localStorage (the web client keeps it there), so one injected script would
 * take the account: the app's pages run only scripts from this server. Styles may be inline (MUI and
 * CodeMirror write them at run time), images may come from anywhere over HTTPS (avatars, markdown).
 */
function contentSecurityPolicy(
  frameAncestors: string,
  page: { scriptSrc: readonly string[]; connectSrc: readonly string[] } = { scriptSrc: [], connectSrc: [] },
): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...page.scriptSrc].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "media-src 'self' data: blob:",
    ["connect-src 'self'", ...page.connectSrc].join(' '),
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ')
}

const APP_CSP = contentSecurityPolicy("'none'")

/**
 * A published AR/3D page (`/p/...`): still embeddable, and besides this server's scripts it runs only
 * its own inline scripts (by hash) and the CDN files it names; WebAssembly (AR.js's marker tracker)
 * may compile, and models/textures load over https. The page runs third-party libraries, so it is
 * sandboxed without same-origin (`sandbox` flags): its origin is opaque, and neither the libraries nor
 * anything they load can read the app's localStorage (the access token) or cookies. The app's own CSP
 * stays as strict as it is.
 */
export function scenePageCsp(page: {
  scriptSrc: readonly string[]
  connectSrc: readonly string[]
  sandbox: string
}): string {
  const policy = contentSecurityPolicy('*', {
    scriptSrc: ["'wasm-unsafe-eval'", ...page.scriptSrc],
    connectSrc: page.connectSrc,
  })
  return `${policy}; sandbox ${page.sandbox}`
}

/**
 * The page around a sandboxed scene that needs the camera (AR.js, buildFramePage of @unikflow/updl): our
 * one inline script (by hash) and the scene's frame from this server, nothing else; embeddable.
 */
export function framePageCsp(scriptHashes: readonly string[]): string {
  return [
    "default-src 'none'",
    ['script-src', ...scriptHashes].join(' '),
    "style-src 'unsafe-inline'",
    "frame-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    'frame-ancestors *',
  ].join('; ')
}
const EMBEDDABLE_CSP = contentSecurityPolicy('*')
/** JSON and files are never documents to run or frame. */
const API_CSP = "default-src 'none'; frame-ancestors 'none'"
/**
 * Scripts, style sheets and fonts are never documents either, and a browser applies no policy sent with
 * them (a page's scripts run under the page's): they go without one, which saves ~70 bytes on each of the
 * ~45 files a first visit of `/auth` loads (its 350 KB budget, `npm run bench`).
 */
const SUBRESOURCE = /^(application\/javascript|text\/javascript|text\/css|font\/)/

/**
 * The policy of a page of the app at this path: framable for the embeddable pages, the app's own (which
 * no other site may frame) elsewhere. The app shell sets it itself on every answer, 304s included.
 */
export function setPagePolicy(reply: FastifyReply, url: string): void {
  if (EMBEDDABLE.test(url)) {
    reply.header('content-security-policy', EMBEDDABLE_CSP)
    return
  }
  reply.header('content-security-policy', APP_CSP)
  reply.header('x-frame-options', 'DENY')
}

/**
 * Security headers on every answer: no MIME sniffing, a referrer that leaves only our origin, HSTS
 * when the public URL is https, and a Content-Security-Policy — strict for the app (which no other site
 * may frame), framable for the embeddable pages, closed for API answers and other files (scripts, styles
 * and fonts excepted).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { publicUrl: string }): void {
  const hsts = options.publicUrl.startsWith('https://')
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff')
    reply.header('referrer-policy', 'strict-origin-when-cross-origin')
    if (hsts) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains')
    // Answers that chose their policy (a scene page, the app shell) keep it. A 304 has no content type to
    // choose by, and the browser merges its headers into the cached answer: a policy guessed here would
    // replace the cached page's own (the app's shell then ran under the API's `default-src 'none'`).
    if (reply.hasHeader('content-security-policy') || reply.statusCode === 304) return
    const type = String(reply.getHeader('content-type') ?? '')
    if (type.startsWith('text/html')) setPagePolicy(reply, request.url)
    else if (!SUBRESOURCE.test(type)) reply.header('content-security-policy', API_CSP)
  })
}

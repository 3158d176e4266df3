import type { FastifyInstance } from 'fastify'

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
 * may compile, and models/textures load over https. The app's own CSP stays as strict as it is.
 */
export function scenePageCsp(page: { scriptSrc: readonly string[]; connectSrc: readonly string[] }): string {
  return contentSecurityPolicy('*', {
    scriptSrc: ["'wasm-unsafe-eval'", ...page.scriptSrc],
    connectSrc: page.connectSrc,
  })
}
const EMBEDDABLE_CSP = contentSecurityPolicy('*')
/** JSON and files are never documents to run or frame. */
const API_CSP = "default-src 'none'; frame-ancestors 'none'"

/**
 * Security headers on every answer: no MIME sniffing, a referrer that leaves only our origin, HSTS
 * when the public URL is https, and a Content-Security-Policy — strict for the app (which no other site
 * may frame), framable for the embeddable pages, closed for API answers.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { publicUrl: string }): void {
  const hsts = options.publicUrl.startsWith('https://')
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff')
    reply.header('referrer-policy', 'strict-origin-when-cross-origin')
    if (hsts) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains')
    const type = String(reply.getHeader('content-type') ?? '')
    if (!type.startsWith('text/html')) {
      if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', API_CSP)
      return
    }
    const path = request.url
    if (EMBEDDABLE.test(path)) {
      // A scene page sets its own (scenePageCsp); every other embeddable page gets the common one.
      if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', EMBEDDABLE_CSP)
    } else if (!reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', APP_CSP)
      reply.header('x-frame-options', 'DENY')
    }
  })
}

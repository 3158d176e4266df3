import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

/**
 * Endpoints the chat widget calls from other sites' pages. They answer any Origin at the CORS level
 * (no cookies are involved: credentials are never allowed); the flow's allowed domains are checked
 * by the endpoints themselves, which refuse with the flow's own message — readable by the widget
 * because the refusal carries these headers too.
 */
export const PUBLIC_CORS_PREFIXES = [
  '/prediction/',
  '/public-chatbotConfig/',
  '/chatflows-streaming/',
  '/feedback/',
  '/leads',
  '/openai/',
  '/chatmessage/abort/',
  '/attachments/',
  '/get-upload-file',
  '/vector/upsert/',
] as const

const ALLOWED_HEADERS = 'content-type, authorization, x-request-from'

/** Each prefix and the path it names without its trailing slash (`/prediction` as well as `/prediction/…`). */
const PUBLIC_PATHS = PUBLIC_CORS_PREFIXES.map((prefix) => ({ prefix, bare: prefix.replace(/\/$/, '') }))

function isPublicPath(apiPrefix: string, url: string): boolean {
  const query = url.indexOf('?')
  const path = (query === -1 ? url : url.slice(0, query)).slice(apiPrefix.length)
  return PUBLIC_PATHS.some(({ prefix, bare }) => path === bare || path.startsWith(prefix))
}

function allowOrigin(request: FastifyRequest, reply: FastifyReply): void {
  const origin = request.headers.origin
  if (!origin) return
  reply.header('access-control-allow-origin', origin)
  reply.header('vary', 'Origin')
  reply.header('access-control-expose-headers', 'retry-after, content-type')
}

/** Registers the headers hook and the preflight routes inside the API scope (`apiPrefix` is its prefix). */
export function registerPublicCors(api: FastifyInstance, apiPrefix: string): void {
  api.addHook('onRequest', async (request, reply) => {
    if (request.headers.origin && isPublicPath(apiPrefix, request.url)) allowOrigin(request, reply)
  })
  for (const prefix of PUBLIC_CORS_PREFIXES) {
    const url = prefix.endsWith('/') ? `${prefix}*` : prefix
    api.options(url, { config: { policy: 'public' }, schema: { hide: true } }, async (_request, reply) =>
      reply
        .header('access-control-allow-methods', 'GET, POST, PUT, OPTIONS')
        .header('access-control-allow-headers', ALLOWED_HEADERS)
        .header('access-control-max-age', '600')
        .status(204)
        .send(),
    )
  }
}

import { promisify } from 'node:util'
import { brotliCompress, constants } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'

const compress = promisify(brotliCompress)

/**
 * A JSON answer that is the same for the life of the process (the node catalogue): its brotli bytes are
 * made once, off the event loop, instead of compressing hundreds of KB on every request (the quality
 * the compression plugin uses, so the first request costs what every request did).
 */
export interface CompressedJson {
  readonly body: string
  /** The body as brotli, made on first use. */
  brotli(): Promise<Buffer>
}

export function compressedJson(body: string): CompressedJson {
  let bytes: Promise<Buffer> | undefined
  return {
    body,
    brotli: () => {
      bytes ??= compress(Buffer.from(body), {
        params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      })
      return bytes
    },
  }
}

const acceptsBrotli = (request: FastifyRequest) => /\bbr\b/.test(request.headers['accept-encoding'] ?? '')

/** Sends the JSON as brotli when the client takes it (the compression plugin leaves encoded bodies be). */
export async function sendCompressedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  json: CompressedJson,
): Promise<FastifyReply> {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding')
  if (!acceptsBrotli(request)) return reply.send(json.body)
  return reply.header('content-encoding', 'br').send(await json.brotli())
}

import compress from '@fastify/compress'
import { constants } from 'node:zlib'
import type { FastifyInstance } from 'fastify'

/**
 * API answers above 1 KB go out compressed (brotli at a quality cheap enough for each request, or
 * gzip). Built web assets are compressed once at build time instead (spa.ts, preCompressed); streamed
 * answers write to the raw socket and are left alone.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  })
}

import { addAbortSignal, pipeline, Transform, type Readable } from 'node:stream'
import { createBrotliDecompress, createGunzip, createInflate, constants } from 'node:zlib'

/** What one fetched body may hold when the host sets no limit: decoded, and as it comes off the wire. */
export const DEFAULT_MAX_RESPONSE_BYTES = 32 * 1024 * 1024

/** A body grew past the limit (a page streaming for ever, a Content-Length lie, a compression bomb). */
export class ResponseTooLargeError extends Error {
  override readonly name = 'ResponseTooLargeError'
  readonly code = 'RESPONSE_TOO_LARGE'
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`

/** Counts what passes and fails the stream as soon as more than `maxBytes` went through. */
function byteLimit(maxBytes: number, what: 'compressed' | 'decoded'): Transform {
  let seen = 0
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length
      if (seen > maxBytes)
        return done(
          new ResponseTooLargeError(
            `The response is larger than ${megabytes(maxBytes)}${what === 'compressed' ? ' as sent (compressed)' : ''}; it was not read further`,
          ),
        )
      done(null, chunk)
    },
  })
}

/**
 * Decoders for a Content-Encoding list, last applied first; undefined for an encoding we cannot read (the
 * body is then handed on as it came). Like browsers, a truncated or padded stream is read as far as it goes.
 */
function decodersFor(encoding: string | null): Transform[] | undefined {
  const codings = (encoding ?? '')
    .toLowerCase()
    .split(',')
    .map((c) => c.trim())
    .filter((c) => c && c !== 'identity')
  if (codings.length > 3) return undefined
  const decoders: Transform[] = []
  for (const coding of codings.reverse()) {
    if (coding === 'gzip' || coding === 'x-gzip')
      decoders.push(createGunzip({ flush: constants.Z_SYNC_FLUSH, finishFlush: constants.Z_SYNC_FLUSH }))
    else if (coding === 'deflate')
      decoders.push(createInflate({ flush: constants.Z_SYNC_FLUSH, finishFlush: constants.Z_SYNC_FLUSH }))
    else if (coding === 'br') decoders.push(createBrotliDecompress())
    else return undefined
  }
  return decoders
}

/** True when `boundedBody` unpacks this Content-Encoding (the answer's encoding headers then go). */
export const isDecodable = (encoding: string | null) => (decodersFor(encoding)?.length ?? 0) > 0

/**
 * The one reader of fetched bodies: the bytes as they come off the wire are counted (never trusting
 * Content-Length), unpacked when compressed, and counted again; past `maxBytes` on either side the stream
 * fails with a ResponseTooLargeError and the connection is dropped. Aborting `signal` (the run's) stops
 * the download. An empty compressed stream that never ends is cut by the wire count, a bomb by the
 * decoded one.
 */
export function boundedBody(
  raw: Readable,
  encoding: string | null,
  maxBytes: number,
  signal?: AbortSignal,
): Readable {
  const decoders = decodersFor(encoding) ?? []
  const stages =
    decoders.length === 0
      ? [byteLimit(maxBytes, 'decoded')]
      : [byteLimit(maxBytes, 'compressed'), ...decoders, byteLimit(maxBytes, 'decoded')]
  const last = stages.at(-1) ?? byteLimit(maxBytes, 'decoded')
  // Node's typings of pipeline have no overload for a list of transforms; the streams are all Duplex.
  const streams: [Readable, ...Transform[]] = [raw, ...stages]
  pipeline(streams, () => undefined)
  if (signal) addAbortSignal(signal, last)
  return last
}

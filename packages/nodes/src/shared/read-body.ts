/**
 * How much of a fetched body a node reads. Bodies come from the outbound guard, which already stops
 * any body past the server's limit (decoded and compressed, `UNIKFLOW_OUTBOUND_MAX_RESPONSE_MB`) and
 * when the run ends; these are the smaller amounts a node has use for.
 */
export const BODY_LIMITS = {
  /** What a tool hands a model: a page or an API answer beyond this is cut. */
  toolText: 1024 * 1024,
  /** A web page the Web Browser reads (a page is a page, not a data dump). */
  page: 2 * 1024 * 1024,
  /** A document a loader or scraper takes from one URL. */
  document: 20 * 1024 * 1024,
  /** A JSON answer of a service API (search results, vector stores, listings). */
  apiJson: 8 * 1024 * 1024,
} as const

/** A body was larger than the node takes; nothing past the limit was downloaded. */
export class BodyTooLargeError extends Error {
  override readonly name = 'BodyTooLargeError'
}

export type TBodyLimit = {
  readonly maxBytes: number
  /** `cut`: keep the first `maxBytes` (a page for a model); `fail`: refuse the body (a document). */
  readonly beyond: 'cut' | 'fail'
  /** Names the body in the refusal, e.g. the URL. */
  readonly what?: string
}

/** A whole JSON body, as opposed to a stream read chunk by chunk (NDJSON, Server-Sent Events). */
export const isWholeJson = (headers: Headers) =>
  /^application\/json\b/.test(headers.get('content-type') ?? '')

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`

type TRead = { readonly bytes: Uint8Array; readonly cut: boolean }

async function readBytes(res: Response, limit: TBodyLimit): Promise<TRead> {
  if (!res.body) return { bytes: new Uint8Array(0), cut: false }
  const reader = res.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  let cut = false
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      if (size + value.length > limit.maxBytes) {
        if (limit.beyond === 'fail')
          throw new BodyTooLargeError(
            `${limit.what ?? 'The response'} is larger than ${megabytes(limit.maxBytes)}; it was not read`,
          )
        chunks.push(value.subarray(0, limit.maxBytes - size))
        size = limit.maxBytes
        cut = true
        break
      }
      chunks.push(value)
      size += value.length
    }
  } finally {
    // Stops the download of whatever is left (a cut page, a refused body, a failed read).
    await reader.cancel().catch(() => undefined)
  }
  return { bytes: chunks.length === 1 ? (chunks[0] ?? new Uint8Array(0)) : Buffer.concat(chunks), cut }
}

/** The body's bytes, at most `maxBytes` of them; never more is downloaded. */
export async function readBody(res: Response, limit: TBodyLimit): Promise<Uint8Array> {
  return (await readBytes(res, limit)).bytes
}

/** The body as UTF-8 text within the limit; a character cut in half by `cut` is dropped. */
export async function readBodyText(res: Response, limit: TBodyLimit): Promise<string> {
  const { bytes, cut } = await readBytes(res, limit)
  return new TextDecoder().decode(bytes, { stream: cut })
}

/** The body parsed as JSON (read whole, so never cut: a body past the limit is refused). */
export async function readBodyJson(res: Response, maxBytes: number, what?: string): Promise<unknown> {
  const text = await readBodyText(res, { maxBytes, beyond: 'fail', ...(what ? { what } : {}) })
  return JSON.parse(text)
}

/**
 * A model's whole answer, already read, as the `Response` an SDK expects. fetch's `Response` puts its
 * bytes behind a web stream and reads them back through it for `json()` or `text()`: about a tenth of a
 * model call's CPU for a body that is already in memory. This one decodes the bytes directly; the stream
 * is made only for a caller that asks for `body` (or a clone, a blob or form data), and from then on the
 * body is read through it, as fetch's would be.
 */
export function wholeAnswer(bytes: Uint8Array, init: ResponseInit): Response {
  // A subclass of Response (fetch's own checks accept it), typed through a plain base: see ResponseBase.
  return new WholeAnswer(bytes, init) as unknown as Response
}

/**
 * Response, typed as a plain class: Node's types declare its methods as properties, which a subclass may
 * not override.
 */
const ResponseBase: new (body: null, init: ResponseInit) => object = Response

class WholeAnswer extends ResponseBase {
  #bytes: Uint8Array | undefined
  #used = false
  #streamed: Response | undefined
  readonly #init: ResponseInit

  constructor(bytes: Uint8Array, init: ResponseInit) {
    super(null, init)
    this.#bytes = bytes
    this.#init = init
  }

  /** The real Response holding the bytes, from the first call that needs a stream on. */
  #asStreamed(): Response {
    if (!this.#streamed) {
      this.#streamed = new Response(this.#used ? null : (this.#bytes ?? null), this.#init)
      this.#bytes = undefined
    }
    return this.#streamed
  }

  /** The bytes, once: a second read fails as fetch's does. */
  #take(): Uint8Array | undefined {
    if (this.#used) throw new TypeError('Body is unusable: Body has already been read')
    if (this.#streamed) return undefined
    this.#used = true
    const bytes = this.#bytes
    this.#bytes = undefined
    return bytes
  }

  get body(): ReadableStream<Uint8Array> | null {
    return this.#asStreamed().body
  }

  get bodyUsed(): boolean {
    return this.#used || (this.#streamed?.bodyUsed ?? false)
  }

  async arrayBuffer(): Promise<ArrayBuffer> {
    const bytes = this.#take()
    return bytes ? this.arrayBufferOf(bytes) : this.#asStreamed().arrayBuffer()
  }

  /** A copy of the bytes in an ArrayBuffer of their own (the read bytes may share a pooled one). */
  private arrayBufferOf(bytes: Uint8Array): ArrayBuffer {
    const copy = new Uint8Array(bytes.byteLength)
    copy.set(bytes)
    return copy.buffer
  }

  async bytes(): Promise<Uint8Array> {
    const bytes = this.#take()
    return bytes
      ? new Uint8Array(this.arrayBufferOf(bytes))
      : this.#asStreamed()
          .arrayBuffer()
          .then((b) => new Uint8Array(b))
  }

  async text(): Promise<string> {
    const bytes = this.#take()
    // TextDecoder drops a leading byte order mark, as fetch's text() does.
    return bytes ? utf8.decode(bytes) : this.#asStreamed().text()
  }

  async json(): Promise<unknown> {
    const bytes = this.#take()
    return bytes ? JSON.parse(utf8.decode(bytes)) : this.#asStreamed().json()
  }

  blob(): Promise<Blob> {
    return this.#asStreamed().blob()
  }

  formData(): Promise<FormData> {
    return this.#asStreamed().formData()
  }

  clone(): Response {
    return this.#asStreamed().clone()
  }
}

const utf8 = new TextDecoder()

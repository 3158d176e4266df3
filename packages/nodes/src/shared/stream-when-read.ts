/**
 * OpenAI's chat clients are built per run without `streaming` (off; `streaming: false` would forbid
 * streaming altogether), and stream only the calls whose tokens a
 * caller reads: those callers' token handlers say so with LangChain's `lc_prefer_streaming`, and
 * LangChain then streams that call. Every other call — a prediction asked without streaming, a chain's
 * inner call — asks for the whole answer at once: a stream would only cost the server its per-chunk
 * parsing and message merging (a quarter of the engine's CPU per answer with one chunk a word) and
 * LangChain's local token estimate after a streamed `_generate`. The node's own `streaming` setting is
 * kept here: a node set not to stream never streams.
 */
const streamedWhenRead = new WeakSet<object>()

/** `model` (built without `streaming`) streams the calls whose tokens are read, when `streaming`. */
export function streamWhenRead<T extends object>(model: T, streaming: boolean | undefined): T {
  if (streaming !== false) streamedWhenRead.add(model)
  return model
}

/** Whether a token handler on a call of `model` should ask LangChain to stream it. */
export function prefersStreaming(model: object): boolean {
  return streamedWhenRead.has(model)
}

import type { TModelUsage, TNodeContext } from '../context'

/** A provider's token count as a whole number; anything else (missing, negative, not a number) as 0. */
export const tokenCount = (v: unknown): number =>
  typeof v === 'number' && Number.isFinite(v) && v > 0 ? Math.round(v) : 0
const record = (v: unknown): Record<string, unknown> | undefined =>
  v && typeof v === 'object' ? Object.fromEntries(Object.entries(v)) : undefined

/**
 * The tokens of one LangChain LLM result: the messages' `usage_metadata` (every provider package fills
 * it, streamed answers included), else the provider's `llmOutput.tokenUsage`. Never both, which would
 * count a call twice.
 */
export function usageOfResult(result: unknown): { inputTokens: number; outputTokens: number } {
  const generations = record(result)?.generations
  let inputTokens = 0
  let outputTokens = 0
  let found = false
  for (const batch of Array.isArray(generations) ? generations : [])
    for (const generation of Array.isArray(batch) ? batch : []) {
      const metadata = record(record(record(generation)?.message)?.usage_metadata)
      if (!metadata) continue
      found = true
      inputTokens += tokenCount(metadata.input_tokens)
      outputTokens += tokenCount(metadata.output_tokens)
    }
  if (found) return { inputTokens, outputTokens }
  const usage = record(record(record(result)?.llmOutput)?.tokenUsage)
  return { inputTokens: tokenCount(usage?.promptTokens), outputTokens: tokenCount(usage?.completionTokens) }
}

/** Records a call's usage when it spent tokens: a provider that reports none leaves no usage row. */
export function recordWhenSpent(record: (usage: TModelUsage) => void, usage: TModelUsage): void {
  if (usage.inputTokens > 0 || usage.outputTokens > 0) record(usage)
}

let handlers = 0

/**
 * A name of its own for a callback handler given as methods. LangChain turns a handler without a name
 * into a class of its own, with a new uuid, at every model call (~1% of a prediction's CPU);
 * a named one is used as it is. Names must differ: LangChain keeps one handler per name.
 */
export function handlerName(role: string): string {
  handlers += 1
  return `unikflow-${role}-${handlers}`
}

/**
 * A callback handler given as methods, with a name of its own (see handlerName), that LangChain calls in
 * line, as the model produces: without `awaitHandlers`, LangChain hands every callback of every run to one
 * process-wide queue that runs them one at a time, so under many streams at once a token waited there
 * behind every other stream's tokens (the tail of the streaming bench) and cost a few promises more each.
 * Our handlers only hand the token or the usage on; they never wait for anything.
 */
export function inlineHandler<M extends object>(role: string, methods: M) {
  return { name: handlerName(role), awaitHandlers: true, ...methods }
}

/**
 * Callbacks for a chat model's constructor that count each call's tokens toward the model node
 * (analytics: tokens and cost per run and per node). Empty outside the engine.
 */
export function usageCallbacks(ctx: TNodeContext, model: string) {
  const record = ctx.recordUsage
  if (!record) return []
  return [
    inlineHandler('usage', {
      handleLLMEnd(
        result: unknown,
        _runId?: string,
        _parentRunId?: string,
        _tags?: string[],
        extra?: Record<string, unknown>,
      ) {
        // An answer of the model's cache (a Cache node): the trace shows the hit, and no tokens are spent.
        if (extra?.cached === true) return record({ model, inputTokens: 0, outputTokens: 0, cached: true })
        recordWhenSpent(record, { model, ...usageOfResult(result) })
      },
    }),
  ]
}

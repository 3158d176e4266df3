import type { TNodeSpec } from '@unikflow/engine/testing'

/**
 * An LLM Chain asking ChatOpenAI (the harness's fake server) `Say {question}`, the model's Cache input
 * connected to the cache node `cache` (id `k`), as node specs for `harness.runFlow`.
 */
export function cachedChainOn(cache: Omit<TNodeSpec, 'id'>): TNodeSpec[] {
  return [
    { id: 'k', ...cache },
    {
      id: 'm',
      name: 'chatOpenAI',
      credential: 'cred-openai',
      inputs: { modelName: 'gpt-4o-mini', cache: '{{k.data.instance}}' },
    },
    { id: 'p', name: 'promptTemplate', inputs: { template: 'Say {q}' } },
    { id: 'c', name: 'llmChain', inputs: { model: '{{m.data.instance}}', prompt: '{{p.data.instance}}' } },
  ]
}

/** The model calls of a run's trace that its cache answered. */
export function cacheHits(trace: { usage: readonly { cached?: boolean }[] }): number {
  return trace.usage.filter((u) => u.cached === true).length
}

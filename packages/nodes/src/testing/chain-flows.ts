import type { TNodeSpec } from '@unikflow/engine/testing'

/** An LLM Chain asking the chat model `model` (id `m`) `Say {question}`, as node specs for `harness.runFlow`. */
export function llmChainOn(model: TNodeSpec): TNodeSpec[] {
  return [
    model,
    { id: 'p', name: 'promptTemplate', inputs: { template: 'Say {q}' } },
    { id: 'c', name: 'llmChain', inputs: { model: '{{m.data.instance}}', prompt: '{{p.data.instance}}' } },
  ]
}

import type { THubPrompt, THubPromptKind } from '@unikflow/graph'

/** Which prompts a node takes, and the inputs a loaded prompt fills. */
export const PROMPT_NODE_KINDS: Record<string, THubPromptKind> = {
  promptTemplate: 'prompt',
  chatPromptTemplate: 'chat',
}

export function promptInputs(prompt: THubPrompt): Record<string, string> {
  return prompt.kind === 'prompt'
    ? { template: prompt.template }
    : { systemMessagePrompt: prompt.systemMessage, humanMessagePrompt: prompt.humanMessage }
}

/** Prompts of the kind, matching every word of the search (name, description, tags) and the tag. */
export function filterPrompts<P extends THubPrompt>(
  prompts: readonly P[],
  kind: THubPromptKind,
  search: string,
  tag: string,
): P[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean)
  return prompts.filter((p) => {
    if (p.kind !== kind || (tag !== '' && !p.tags.includes(tag))) return false
    const text = `${p.name} ${p.description} ${p.tags.join(' ')}`.toLowerCase()
    return words.every((w) => text.includes(w))
  })
}

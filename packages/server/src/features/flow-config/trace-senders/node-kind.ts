import { getNodeDescriptor } from '@unikflow/nodes'

/** What a node is to a tracing service: a model call, a tool, a retrieval or a step of the chain. */
export function nodeKind(name: string): 'llm' | 'tool' | 'retriever' | 'chain' {
  const category = getNodeDescriptor(name)?.category
  if (category === 'Chat Models' || category === 'LLMs') return 'llm'
  if (category === 'Tools') return 'tool'
  if (category === 'Retrievers' || category === 'Vector Stores') return 'retriever'
  return 'chain'
}

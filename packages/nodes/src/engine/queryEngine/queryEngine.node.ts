import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

/** Flowise's LlamaIndex Query Engine; here Unikflow's retrieval and compact-and-refine answering (no LlamaIndex). */
export const queryEngine = defineNode({
  name: 'queryEngine',
  label: 'Query Engine',
  version: 2,
  type: 'QueryEngine',
  category: NodeCategories.Engine,
  tags: ['LlamaIndex'],
  description:
    'Answers each question from the documents its vector store retrieves, without memory (runs on Unikflow’s runtime, not the LlamaIndex library)',
  baseClasses: ['QueryEngine', 'BaseQueryEngine'],
  icon: 'engine/queryEngine/queryEngine.svg',
  inputs: [
    {
      label: 'Vector Store Retriever',
      name: 'vectorStoreRetriever',
      type: 'VectorIndexRetriever',
      description: 'A LlamaIndex-named vector store; the query is answered with its Chat Model',
    },
    {
      label: 'Response Synthesizer',
      name: 'responseSynthesizer',
      type: 'ResponseSynthesizer',
      description:
        'How the answer is written from the retrieved chunks; when empty, compact and refine with the built-in prompts',
      optional: true,
    },
    { label: 'Return Source Documents', name: 'returnSourceDocuments', type: 'boolean', optional: true },
  ],
})

import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

/** Flowise's LlamaIndex Sub Question Query Engine; here Unikflow's model calls and query engines (no LlamaIndex). */
export const subQuestionQueryEngine = defineNode({
  name: 'subQuestionQueryEngine',
  label: 'Sub Question Query Engine',
  version: 2,
  type: 'SubQuestionQueryEngine',
  category: NodeCategories.Engine,
  tags: ['LlamaIndex'],
  description:
    'Splits a question into sub questions for the query engine tools that can answer them, then writes one answer from their answers (runs on Unikflow’s runtime, not the LlamaIndex library)',
  baseClasses: ['SubQuestionQueryEngine', 'BaseQueryEngine'],
  icon: 'engine/subQuestionQueryEngine/subQuestionQueryEngine.svg',
  inputs: [
    { label: 'QueryEngine Tools', name: 'queryEngineTools', type: 'QueryEngineTool', list: true },
    { label: 'Chat Model', name: 'model', type: 'BaseChatModel_LlamaIndex' },
    {
      label: 'Embeddings',
      name: 'embeddings',
      type: 'BaseEmbedding_LlamaIndex',
      description: 'Kept for flows from Flowise; the tools’ own vector stores embed their queries',
    },
    {
      label: 'Response Synthesizer',
      name: 'responseSynthesizer',
      type: 'ResponseSynthesizer',
      description:
        'How the final answer is written from the sub answers; when empty, compact and refine with the built-in prompts',
      optional: true,
    },
    { label: 'Return Source Documents', name: 'returnSourceDocuments', type: 'boolean', optional: true },
  ],
})

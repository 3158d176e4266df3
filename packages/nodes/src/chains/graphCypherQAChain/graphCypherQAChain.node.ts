import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { inputModerationAnchor } from '../../shared/inputs'

/** Questions about a Neo4j graph: the model writes Cypher from the schema, it runs, the model answers from the rows. */
export const graphCypherQAChain = defineNode({
  name: 'graphCypherQAChain',
  label: 'Graph Cypher QA Chain',
  version: 1.1,
  type: 'GraphCypherQAChain',
  category: NodeCategories.Chains,
  description:
    'Answers questions about a Neo4j graph: the model writes a read-only Cypher query from its schema, it runs, the model answers from the rows',
  baseClasses: ['GraphCypherQAChain', 'BaseChain', 'Runnable'],
  icon: 'chains/graphCypherQAChain/graphCypherQAChain.svg',
  inputs: [
    {
      label: 'Language Model',
      name: 'model',
      type: 'BaseLanguageModel',
      description: 'Writes the Cypher query and the answer, unless the two models below are given',
      optional: true,
    },
    {
      label: 'Cypher Generation Model',
      name: 'cypherModel',
      type: 'BaseLanguageModel',
      description: 'Writes the Cypher query; empty: the Language Model',
      optional: true,
    },
    {
      label: 'QA Model',
      name: 'qaModel',
      type: 'BaseLanguageModel',
      description: 'Writes the answer from the rows; empty: the Language Model',
      optional: true,
    },
    { label: 'Neo4j Graph', name: 'graph', type: 'Neo4j' },
    {
      label: 'Cypher Generation Prompt',
      name: 'cypherPrompt',
      type: 'BasePromptTemplate',
      description: 'The prompt the Cypher query is written from; it must have {schema} and {question}',
      optional: true,
    },
    {
      label: 'QA Prompt',
      name: 'qaPrompt',
      type: 'BasePromptTemplate',
      description: 'The prompt the answer is written from; it must have {context} and {question}',
      optional: true,
    },
    inputModerationAnchor,
    {
      label: 'Return Direct',
      name: 'returnDirect',
      type: 'boolean',
      description: 'Answer with the query’s rows (JSON) instead of the model’s words',
      default: false,
      optional: true,
    },
  ],
  outputs: [
    {
      label: 'Graph Cypher QA Chain',
      name: 'graphCypherQAChain',
      baseClasses: ['GraphCypherQAChain', 'BaseChain', 'Runnable'],
    },
    {
      label: 'Output Prediction',
      name: 'outputPrediction',
      description: 'Runs the chain and passes its answer on to the next node',
      baseClasses: ['string', 'json'],
    },
  ],
})

import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

/** Flowise's LlamaIndex QueryEngine Tool; here a named Query Engine for Unikflow's Sub Question Query Engine. */
export const queryEngineToolLlamaIndex = defineNode({
  name: 'queryEngineToolLlamaIndex',
  label: 'QueryEngine Tool',
  version: 2,
  type: 'QueryEngineTool',
  category: NodeCategories.Tools,
  tags: ['LlamaIndex'],
  description:
    'Names a query engine and says what it knows, so a Sub Question Query Engine can ask it (runs on Unikflow’s runtime, not the LlamaIndex library)',
  baseClasses: ['QueryEngineTool', 'Tool_LlamaIndex'],
  icon: 'tools/queryEngineToolLlamaIndex/queryEngineToolLlamaIndex.svg',
  inputs: [
    { label: 'Base QueryEngine', name: 'baseQueryEngine', type: 'BaseQueryEngine' },
    {
      label: 'Tool Name',
      name: 'toolName',
      type: 'string',
      description: 'Lower-case letters and underscores, e.g. annual_reports',
    },
    {
      label: 'Tool Description',
      name: 'toolDesc',
      type: 'string',
      description: 'What the documents behind this engine are about; the model chooses tools by it',
      rows: 4,
    },
  ],
})

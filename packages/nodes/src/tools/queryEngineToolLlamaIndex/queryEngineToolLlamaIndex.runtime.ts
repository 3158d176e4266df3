import { defineRuntime } from '../../runtime'
import { FlowQueryEngine, QueryEngineTool } from '../../shared/query-engine'
import { getInstance, getString, NodeInputError } from '../../shared/read-inputs'
import { queryEngineToolLlamaIndex } from './queryEngineToolLlamaIndex.node.js'

export default defineRuntime(queryEngineToolLlamaIndex, {
  kind: 'supply',
  async supply(ctx) {
    const engine = getInstance(ctx, 'baseQueryEngine', FlowQueryEngine, 'Base QueryEngine')
    const name = getString(ctx, 'toolName').trim()
    if (!/^[a-z0-9_-]+$/i.test(name))
      throw new NodeInputError('Tool Name must be letters, digits and underscores, e.g. my_tool')
    return new QueryEngineTool(name, getString(ctx, 'toolDesc').trim(), engine)
  },
})

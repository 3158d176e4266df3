import { defineRuntime } from '../../runtime'
import { lazyImport } from '../../shared/lazy-import'
import { getBoolean, getString, NodeInputError } from '../../shared/read-inputs'
import { JSON_PATH_SCHEMA, valueAt } from './json-path'
import { jsonPathExtractor } from './jsonPathExtractor.node.js'

const langchainCoreTools = lazyImport(() => import('@langchain/core/tools'))

/** The value at the node's path in the JSON the agent gives (text answers as they are, others as JSON). */
export default defineRuntime(jsonPathExtractor, {
  kind: 'supply',
  async supply(ctx) {
    const path = getString(ctx, 'path').trim()
    if (!path) throw new NodeInputError('JSON Path is required')
    const nullOnError = getBoolean(ctx, 'returnNullOnError')
    const fail = (message: string) => {
      if (nullOnError) return 'null'
      throw new Error(message)
    }
    const { DynamicStructuredTool } = await langchainCoreTools()
    return new DynamicStructuredTool({
      name: 'json_path_extractor',
      description: `Extracts the value at "${path}" from JSON`,
      schema: JSON_PATH_SCHEMA,
      func: async ({ json }: { json?: unknown }) => {
        let data: unknown = json
        if (typeof json === 'string') {
          try {
            data = JSON.parse(json)
          } catch (e) {
            return fail(`Invalid JSON: ${e instanceof Error ? e.message : String(e)}`)
          }
        }
        const value = valueAt(data, path)
        if (value === undefined)
          return fail(`Path "${path}" is not in the JSON: ${JSON.stringify(data).slice(0, 200)}`)
        return typeof value === 'string' ? value : JSON.stringify(value)
      },
    })
  },
})

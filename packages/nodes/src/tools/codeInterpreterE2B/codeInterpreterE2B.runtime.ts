import { defineRuntime } from '../../runtime'
import { lazyImport } from '../../shared/lazy-import'
import { getString } from '../../shared/read-inputs'
import { codeInterpreterE2B, E2B_TOOL_DESCRIPTION } from './codeInterpreterE2B.node.js'
import { E2B_CODE_SCHEMA } from './e2b-code-schema'
import { e2bSandbox } from './e2b-sandbox'

const langchainCoreTools = lazyImport(() => import('@langchain/core/tools'))

/** A tool running Python in an E2B cloud sandbox, created on the first call and kept for the run's later ones. */
export default defineRuntime(codeInterpreterE2B, {
  kind: 'supply',
  async supply(ctx) {
    const run = e2bSandbox(ctx, await ctx.getCredential())
    const { DynamicStructuredTool } = await langchainCoreTools()
    return new DynamicStructuredTool({
      name: getString(ctx, 'toolName').trim() || 'code_interpreter',
      description: getString(ctx, 'toolDesc').trim() || E2B_TOOL_DESCRIPTION,
      schema: E2B_CODE_SCHEMA,
      func: async (args: Record<string, unknown>) => run(String(args.input ?? '')),
    })
  },
})

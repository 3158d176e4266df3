import { configOf, inputText, rowsOf, textOf, toolsOf } from '../shared/v2-read'
import { defineAgentflowRuntime } from '../shared/v2-runtime'
import { toolAgentflow } from './toolAgentflow.node.js'

/** Calls the chosen tool node once with the argument rows; its answer is the output. */
export default defineAgentflowRuntime(toolAgentflow, async (ctx) => {
  const name = inputText(ctx, 'toolAgentflowSelectedTool')
  const config = configOf(ctx.inputs.toolAgentflowSelectedToolConfig, 'toolAgentflowSelectedTool')
  const [tool] = await toolsOf(ctx, name, config)
  const args = Object.fromEntries(
    rowsOf(ctx, 'toolInputArgs').flatMap((row) => {
      const key = textOf(row.inputArgName).trim()
      return key ? [[key, textOf(row.inputArgValue)]] : []
    }),
  )
  const result: unknown = await tool?.invoke(args, { signal: ctx.signal })
  const content = textOf(result)
  return {
    output: { content },
    usedTools: [{ tool: tool?.name ?? name, toolInput: args, toolOutput: content }],
  }
})

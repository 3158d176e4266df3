import { inputText, rowsOf, textOf } from '../shared/v2-read'
import { defineAgentflowRuntime } from '../shared/v2-runtime'
import { customFunctionAgentflow } from './customFunctionAgentflow.node.js'

/** Runs the code in the sandbox (`$flow.state` included); what it returns is the output. */
export default defineAgentflowRuntime(customFunctionAgentflow, async (ctx) => {
  const inputs = Object.fromEntries(
    rowsOf(ctx, 'customFunctionInputVariables').flatMap((row) => {
      const name = textOf(row.variableName).trim()
      return name ? [[name, row.variableValue ?? '']] : []
    }),
  )
  const result = await ctx.runCode(inputText(ctx, 'customFunctionJavascriptFunction'), { inputs })
  const content = textOf(result)
  return { output: { content }, message: { role: 'assistant', content } }
})

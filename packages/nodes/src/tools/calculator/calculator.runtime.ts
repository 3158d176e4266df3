import { defineRuntime } from '../../runtime'
import { calculator } from './calculator.node.js'
import { evaluateExpression, ExpressionError } from './evaluate-expression'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreTools = lazyImport(() => import('@langchain/core/tools'))

export const CALCULATOR_DESCRIPTION =
  'Useful for getting the result of a math expression. The input to this tool should be a valid mathematical expression that could be executed by a simple calculator.'

/** Arithmetic by our own parser (never `eval`); a bad expression is told to the agent, not thrown. */
export default defineRuntime(calculator, {
  kind: 'supply',
  async supply() {
    const { DynamicTool } = await langchainCoreTools()
    return new DynamicTool({
      name: 'calculator',
      description: CALCULATOR_DESCRIPTION,
      func: async (input: string) => {
        try {
          return String(evaluateExpression(input))
        } catch (e) {
          if (e instanceof ExpressionError) return `Cannot calculate "${input}": ${e.message}`
          throw e
        }
      },
    })
  },
})

import { NodeInputError } from '../../shared/read-inputs'
import { defineAgentflowRuntime } from '../shared/v2-runtime'
import { iterationAgentflow } from './iterationAgentflow.node.js'

function itemsOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value
  if (typeof value === 'string') {
    try {
      const parsed: unknown = JSON.parse(value)
      if (Array.isArray(parsed)) return parsed
    } catch {
      // not JSON: refused below
    }
  }
  throw new NodeInputError('The array input is not a JSON array')
}

/** The items its inner nodes run for (the executor runs them once per item). */
export default defineAgentflowRuntime(iterationAgentflow, async (ctx) => {
  const items = itemsOf(ctx.inputs.iterationInput)
  return { output: { content: '', items }, iterate: items }
})

import { rowsOf, textOf } from '../shared/v2-read'
import { defineAgentflowRuntime } from '../shared/v2-runtime'
import { startAgentflow } from './startAgentflow.node.js'

/**
 * The question (or the form's values) is the output; the declared flow state gets its first values,
 * except keys a persisted state of the session already holds.
 */
export default defineAgentflowRuntime(startAgentflow, async (ctx) => {
  const state = Object.fromEntries(
    rowsOf(ctx, 'startState').flatMap((row) => {
      const key = textOf(row.key).trim()
      return key && !(key in ctx.state) ? [[key, row.value ?? '']] : []
    }),
  )
  const form = ctx.inputs.startInputType === 'formInput' ? (ctx.form ?? {}) : undefined
  return {
    output: form
      ? { form, content: JSON.stringify(form) }
      : { question: ctx.question, content: ctx.question },
    state,
  }
})

import { rowsOf, textOf } from '../shared/v2-read'
import { defineAgentflowRuntime, type TAgentflowContext } from '../shared/v2-runtime'
import { startAgentflow } from './startAgentflow.node.js'

/** What a run started by a webhook or a schedule hands on, by Start's input mode. */
function triggerOutput(ctx: TAgentflowContext): Record<string, unknown> | undefined {
  const type = ctx.inputs.startInputType
  if (type === 'webhookTrigger') {
    const webhook = ctx.webhook ?? {}
    // The run's question is what the webhook route made of the request (custom text, nothing, or all of it).
    return { webhook, question: ctx.question, content: ctx.question }
  }
  if (type === 'scheduleInput' && ctx.inputs.scheduleInputMode === 'form') {
    const form = ctx.form ?? {}
    return { form, content: JSON.stringify(form) }
  }
  if (type === 'scheduleInput') return { question: ctx.question, content: ctx.question }
  return undefined
}

/**
 * The question (or the form's values, or the webhook's request) is the output; the declared flow state
 * gets its first values, except keys a persisted state of the session already holds.
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
    output:
      triggerOutput(ctx) ??
      (form ? { form, content: JSON.stringify(form) } : { question: ctx.question, content: ctx.question }),
    state,
  }
})

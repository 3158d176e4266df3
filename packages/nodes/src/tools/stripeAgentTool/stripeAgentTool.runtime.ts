import { defineRuntime } from '../../runtime'
import { actionTools, optionList } from '../../shared/action-tools'
import { NodeInputError } from '../../shared/read-inputs'
import { STRIPE_RESOURCES, stripeActions } from './stripe-actions'
import { stripeAgentTool } from './stripeAgentTool.node.js'

/** Stripe's REST API (api.stripe.com/v1, or the credential's API Base URL) through the outbound guard. */
export default defineRuntime(stripeAgentTool, {
  kind: 'supply',
  async supply(ctx) {
    const credential = await ctx.getCredential()
    const key = credential.stripeApiToken?.trim() ?? ''
    if (!key) throw new NodeInputError(`${ctx.label} needs its credential's Stripe API Token`)
    const origin = (credential.basePath?.trim() || 'https://api.stripe.com').replace(/\/+$/, '')
    const chosen = STRIPE_RESOURCES.flatMap((resource) =>
      optionList(ctx.inputs[resource]).map((permission) => `${resource}.${permission}`),
    )
    const api = {
      service: 'Stripe',
      base: `${origin}/v1`,
      headers: { authorization: `Bearer ${key}` },
      fetch: ctx.fetch,
    }
    return actionTools(ctx.label, stripeActions(api), chosen)
  },
})

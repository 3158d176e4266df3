import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StructuredToolInterface } from '@langchain/core/tools'
import { useNodeHarness } from '@unikflow/engine/testing'
import type { TLocalServer } from '@unikflow/testkit'
import { toolAgentFlow } from '../../testing/agent-flows'
import { RestStatus, startRestDouble } from '../../testing/rest-double'

const harness = useNodeHarness()

/** Stripe's REST API (v1, form-encoded bodies, Bearer secret key) on loopback. */
let stripe: TLocalServer
beforeAll(async () => {
  stripe = await startRestDouble('Bearer sk_test_42', [
    ['POST', /^\/v1\/customers$/, (req) => ({ id: 'cus_1', object: 'customer', ...(req.json as object) })],
    [
      'GET',
      /^\/v1\/products$/,
      (req) => ({ object: 'list', data: [{ id: 'prod_1', name: 'Pen' }], limit: req.query.get('limit') }),
    ],
    [
      'POST',
      /^\/v1\/invoices\/(in_[a-z0-9]+)\/finalize$/,
      (_, m) =>
        m[1] === 'in_1'
          ? { id: 'in_1', status: 'open' }
          : new RestStatus(404, { error: { message: `No such invoice: '${m[1]}'` } }),
    ],
    ['GET', /^\/v1\/balance$/, () => ({ object: 'balance', available: [{ amount: 1200, currency: 'usd' }] })],
  ])
})
afterAll(() => stripe.close())

const credential = () => ({ stripeApiToken: 'sk_test_42', basePath: stripe.url })
const supply = async (inputs: Record<string, unknown>) =>
  (await harness.supply('stripeAgentTool', {
    credential: credential(),
    inputs,
    services: harness.services({ allowPrivateHosts: ['127.0.0.1'] }),
  })) as StructuredToolInterface[]

describe('StripeAgentTool against a double of Stripe’s REST API', () => {
  it('offers the chosen permissions’ actions and calls them form-encoded with the secret key', async () => {
    const tools = await supply({ customers: '["create","read"]', products: ['read'], invoices: ['update'] })
    expect(tools.map((t) => t.name)).toEqual([
      'create_customer',
      'list_customers',
      'list_products',
      'finalize_invoice',
    ])
    const tool = (name: string) => tools.find((t) => t.name === name)
    expect(await tool('create_customer')?.invoke({ name: 'Ann', email: 'ann@example.com' })).toContain(
      '"email":"ann@example.com"',
    )
    expect(stripe.requests.at(-1)).toMatchObject({
      body: 'name=Ann&email=ann%40example.com',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(await tool('list_products')?.invoke({ limit: '5' })).toContain('"limit":"5"')
    expect(await tool('finalize_invoice')?.invoke({ invoice: 'in_1' })).toContain('"status":"open"')
    expect(stripe.requests.at(-1)?.body).toBe('')
    await expect(tool('finalize_invoice')?.invoke({ invoice: 'in_9' })).rejects.toThrow(
      "Stripe answered HTTP 404: No such invoice: 'in_9'",
    )
  })

  it('needs a chosen action and a key', async () => {
    await expect(supply({})).rejects.toThrow('choose at least one action')
    await expect(
      harness.supply('stripeAgentTool', { credential: {}, inputs: { balance: ['read'] } }),
    ).rejects.toThrow('needs its credential')
  })

  it('is a Tool Agent’s tool', async () => {
    harness.openai.queue(
      { toolCalls: [{ name: 'retrieve_balance', arguments: {} }] },
      { content: 'You have 12 dollars.' },
    )
    const result = await harness.runFlow(
      toolAgentFlow([
        { id: 't', name: 'stripeAgentTool', credential: 'cred-stripe', inputs: { balance: ['read'] } },
      ]),
      {
        question: 'What is my balance?',
        services: harness.services({
          allowPrivateHosts: ['127.0.0.1'],
          credentials: { 'cred-stripe': credential() },
        }),
      },
    )
    expect(result.text).toBe('You have 12 dollars.')
    expect(String(result.usedTools?.[0]?.toolOutput)).toContain('"amount":1200')
  })
})

import { describe, expect, it } from 'vitest'
import { buildV2Flow, useNodeHarness } from '@unikflow/engine/testing'

// Start 1.4's triggers on the real engine: what the Start hands on, and what the nodes after it read.

const harness = useNodeHarness()

const flow = (start: Record<string, unknown>, reply: string) =>
  buildV2Flow(
    [
      { id: 'start', name: 'startAgentflow', inputs: start },
      { id: 'reply', name: 'directReplyAgentflow', inputs: { directReplyMessage: reply } },
    ],
    [['start', 'reply']],
  )

const startOutput = (result: {
  agentFlowExecutedData?: readonly { nodeId: string; data: { output: unknown } }[]
}) => result.agentFlowExecutedData?.find((n) => n.nodeId === 'start')?.data.output

describe('Start', () => {
  it('hands on the webhook request and its question; the next nodes read $webhook', async () => {
    const webhook = {
      body: { ref: 'A-1', items: [{ sku: 'lamp' }] },
      headers: { 'x-event': 'order' },
      query: {},
    }
    const result = await harness.runFlow(
      flow(
        { startInputType: 'webhookTrigger' },
        '{{ question }}: {{ $webhook.body.items[0].sku }} ({{ $webhook.headers.x-event }})',
      ),
      { question: 'Order A-1', webhook },
    )
    expect(result.text).toBe('Order A-1: lamp (order)')
    expect(startOutput(result)).toEqual({ webhook, question: 'Order A-1', content: 'Order A-1' })
  })

  it('starts a scheduled run with its form values, or with its text', async () => {
    const form = await harness.runFlow(
      flow({ startInputType: 'scheduleInput', scheduleInputMode: 'form' }, 'Team {{ $form.team }}'),
      { question: '{"team":"sales"}', form: { team: 'sales' } },
    )
    expect(form.text).toBe('Team sales')
    expect(startOutput(form)).toEqual({ form: { team: 'sales' }, content: '{"team":"sales"}' })
    const text = await harness.runFlow(flow({ startInputType: 'scheduleInput' }, 'Ran: {{ question }}'), {
      question: 'daily report',
    })
    expect(text.text).toBe('Ran: daily report')
  })

  it('keeps a chat start as before (a Start naming no trigger too)', async () => {
    const result = await harness.runFlow(flow({ startInputType: '' }, 'You said {{ question }}'), {
      question: 'hi',
    })
    expect(result.text).toBe('You said hi')
    expect(startOutput(result)).toEqual({ question: 'hi', content: 'hi' })
  })
})

import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { toolAgentFlow } from '../../testing/agent-flows'
import { describeNow } from './current-date-time'

const harness = useNodeHarness()

describe("Current Date Time (a Tool Agent's tool)", () => {
  it('tells the agent the day, date and time of now', async () => {
    harness.openai.queue({ toolCalls: [{ name: 'current_date_time', arguments: {} }] }, { content: 'noted' })
    const before = Math.floor(Date.now() / 1000)
    const result = await harness.runFlow(toolAgentFlow([{ id: 't', name: 'currentDateTime', inputs: {} }]), {
      question: 'What day is it?',
    })
    expect(result.text).toBe('noted')
    const told = JSON.parse(String(result.usedTools?.[0]?.toolOutput)) as Record<string, unknown>
    expect(told.unix_timestamp).toBeGreaterThanOrEqual(before)
    expect(told.unix_timestamp).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000))
    expect(told.date).toBe(new Date(Number(told.unix_timestamp) * 1000).toISOString().split('T')[0])
  })

  it('formats a fixed moment as Flowise does', () => {
    const moment = new Date('2026-03-04T05:06:07.000Z')
    const told = describeNow(moment)
    expect(told).toMatchObject({
      date: '2026-03-04',
      iso8601: '2026-03-04T05:06:07.000Z',
      unix_timestamp: Math.floor(moment.getTime() / 1000),
      day: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][moment.getDay()],
    })
    expect(told.timezoneOffset).toMatch(/^[+-]\d\d:\d\d$/)
  })
})

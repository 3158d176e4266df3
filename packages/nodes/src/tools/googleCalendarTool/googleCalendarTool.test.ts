import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StructuredToolInterface } from '@langchain/core/tools'
import { useNodeHarness } from '@unikflow/engine/testing'
import type { TLocalServer } from '@unikflow/testkit'
import { toolAgentFlow } from '../../testing/agent-flows'
import { lastJson, startRestDouble } from '../../testing/rest-double'

const harness = useNodeHarness()

/** Google Calendar API v3 on loopback. */
let calendar: TLocalServer
beforeAll(async () => {
  calendar = await startRestDouble('Bearer ya29-cal', [
    [
      'GET',
      /^\/calendar\/v3\/calendars\/primary\/events$/,
      () => ({ items: [{ id: 'e-1', summary: 'Standup' }] }),
    ],
    [
      'POST',
      /^\/calendar\/v3\/calendars\/team%40example\.com\/events$/,
      (req) => ({ id: 'e-2', ...(req.json as object) }),
    ],
    ['POST', /^\/calendar\/v3\/freeBusy$/, () => ({ calendars: { primary: { busy: [] } } })],
  ])
})
afterAll(() => calendar.close())

const credential = () => ({ access_token: 'ya29-cal', basePath: calendar.url })

describe('Google Calendar tool against a double of the Calendar API', () => {
  it('creates an event with attendees and a reminder in the node’s calendar, and asks free/busy times', async () => {
    const supply = async (inputs: Record<string, unknown>) =>
      (await harness.supply('googleCalendarTool', {
        credential: credential(),
        inputs,
        services: harness.services({ allowPrivateHosts: ['127.0.0.1'] }),
      })) as StructuredToolInterface[]
    const [create] = await supply({
      calendarType: 'event',
      eventActions: ['createEvent'],
      calendarId: 'team@example.com',
      timeZone: 'Europe/Berlin',
      sendUpdates: 'none',
    })
    await create?.invoke({
      summary: 'Review',
      startDateTime: '2025-01-15T10:00:00',
      endDateTime: '2025-01-15T11:00:00',
      attendees: 'ana@example.com, bo@example.com',
      reminderMinutes: '15',
    })
    expect(lastJson(calendar)).toEqual({
      summary: 'Review',
      start: { dateTime: '2025-01-15T10:00:00', timeZone: 'Europe/Berlin' },
      end: { dateTime: '2025-01-15T11:00:00', timeZone: 'Europe/Berlin' },
      attendees: [{ email: 'ana@example.com' }, { email: 'bo@example.com' }],
      reminders: { useDefault: false, overrides: [{ method: 'popup', minutes: 15 }] },
    })
    expect(calendar.requests.at(-1)?.url).toContain('sendUpdates=none')

    const [busy] = await supply({ calendarType: 'freebusy', freebusyActions: ['queryFreebusy'] })
    await busy?.invoke({
      freebusyTimeMin: '2025-01-15T00:00:00Z',
      freebusyTimeMax: '2025-01-16T00:00:00Z',
      calendarIds: 'primary',
    })
    expect(lastJson(calendar)).toMatchObject({ items: [{ id: 'primary' }] })
  })

  it('is a Tool Agent’s tool', async () => {
    harness.openai.queue(
      { toolCalls: [{ name: 'list_events', arguments: { timeMin: '2025-01-15T00:00:00Z' } }] },
      { content: 'Standup.' },
    )
    const result = await harness.runFlow(
      toolAgentFlow([
        {
          id: 't',
          name: 'googleCalendarTool',
          credential: 'cred-cal',
          inputs: { calendarType: 'event', eventActions: ['listEvents'] },
        },
      ]),
      {
        question: 'What is on today?',
        services: harness.services({
          allowPrivateHosts: ['127.0.0.1'],
          credentials: { 'cred-cal': credential() },
        }),
      },
    )
    expect(result.text).toBe('Standup.')
    expect(String(result.usedTools?.[0]?.toolOutput)).toContain('"summary":"Standup"')
    const url = new URL(calendar.requests.at(-1)?.url ?? '', 'http://x')
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      singleEvents: 'true',
      orderBy: 'startTime',
      maxResults: '10',
    })
  })
})

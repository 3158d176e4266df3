import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StructuredToolInterface } from '@langchain/core/tools'
import { useNodeHarness } from '@unikflow/engine/testing'
import type { TLocalServer } from '@unikflow/testkit'
import { toolAgentFlow } from '../../testing/agent-flows'
import { lastJson, RestStatus, startRestDouble } from '../../testing/rest-double'

const harness = useNodeHarness()

/** Microsoft Graph v1.0 on loopback, the signed-in user's mailbox and calendars. */
let graph: TLocalServer
beforeAll(async () => {
  graph = await startRestDouble('Bearer eyJ-outlook', [
    ['POST', /^\/v1\.0\/me\/sendMail$/, () => new RestStatus(202, undefined)],
    [
      'GET',
      /^\/v1\.0\/me\/calendars\/c-1\/calendarView$/,
      () => ({ value: [{ id: 'ev-1', subject: 'Sync' }] }),
    ],
    [
      'POST',
      /^\/v1\.0\/me\/messages\/m-1\/move$/,
      (req) => ({ id: 'm-1b', parentFolderId: (req.json as { destinationId: string }).destinationId }),
    ],
  ])
})
afterAll(() => graph.close())

const credential = () => ({ access_token: 'eyJ-outlook', basePath: graph.url })

describe('Microsoft Outlook tool against a double of Microsoft Graph', () => {
  it('sends mail with the node’s per-action defaults, and files a message', async () => {
    const tools = (await harness.supply('microsoftOutlook', {
      credential: credential(),
      inputs: {
        outlookType: 'message',
        messageActions: ['sendMessage', 'moveMessage'],
        subjectSendMessage: 'Weekly report',
        destinationFolderIdMoveMessage: 'archive',
      },
      services: harness.services({ allowPrivateHosts: ['127.0.0.1'] }),
    })) as StructuredToolInterface[]
    const [send, move] = tools
    expect(send?.name).toBe('send_message')
    expect(await send?.invoke({ to: 'ana@example.com, bo@example.com', body: 'All green.' })).toBe(
      'Done (HTTP 202)',
    )
    expect(lastJson(graph)).toEqual({
      message: {
        subject: 'Weekly report',
        body: { contentType: 'Text', content: 'All green.' },
        toRecipients: [
          { emailAddress: { address: 'ana@example.com' } },
          { emailAddress: { address: 'bo@example.com' } },
        ],
      },
      saveToSentItems: true,
    })
    expect(await move?.invoke({ messageId: 'm-1' })).toContain('"parentFolderId":"archive"')
  })

  it('is a Tool Agent’s tool: events between two times come from the calendar view', async () => {
    harness.openai.queue(
      {
        toolCalls: [
          {
            name: 'list_events',
            arguments: { startDateTime: '2025-01-15T00:00:00', endDateTime: '2025-01-16T00:00:00' },
          },
        ],
      },
      { content: 'Sync at ten.' },
    )
    const result = await harness.runFlow(
      toolAgentFlow([
        {
          id: 't',
          name: 'microsoftOutlook',
          credential: 'cred-ms',
          inputs: { outlookType: 'calendar', calendarActions: ['listEvents'], calendarIdListEvents: 'c-1' },
        },
      ]),
      {
        question: 'What is on today?',
        services: harness.services({
          allowPrivateHosts: ['127.0.0.1'],
          credentials: { 'cred-ms': credential() },
        }),
      },
    )
    expect(result.text).toBe('Sync at ten.')
    expect(String(result.usedTools?.[0]?.toolOutput)).toContain('"subject":"Sync"')
  })
})

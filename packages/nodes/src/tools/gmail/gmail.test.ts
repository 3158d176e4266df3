import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StructuredToolInterface } from '@langchain/core/tools'
import { useNodeHarness } from '@unikflow/engine/testing'
import type { TLocalServer } from '@unikflow/testkit'
import { toolAgentFlow } from '../../testing/agent-flows'
import { lastJson, startRestDouble } from '../../testing/rest-double'

const harness = useNodeHarness()

/** Gmail API v1 on loopback, the mailbox of `users/me`. */
let gmail: TLocalServer
beforeAll(async () => {
  gmail = await startRestDouble('Bearer ya29-mail', [
    ['POST', /^\/gmail\/v1\/users\/me\/messages\/send$/, () => ({ id: 'm-9', labelIds: ['SENT'] })],
    [
      'GET',
      /^\/gmail\/v1\/users\/me\/messages$/,
      (req) => ({ messages: [{ id: 'm-1' }], q: req.query.get('q') }),
    ],
    ['POST', /^\/gmail\/v1\/users\/me\/threads\/t-1\/modify$/, () => ({ id: 't-1' })],
  ])
})
afterAll(() => gmail.close())

const credential = () => ({ access_token: 'ya29-mail', basePath: gmail.url })
const decoded = () => Buffer.from(String((lastJson(gmail) as { raw: string }).raw), 'base64url').toString()

describe('Gmail tool against a double of the Gmail API', () => {
  it('sends a message as RFC 2822 (subject encoded, no header injection), and relabels a thread', async () => {
    const supply = async (inputs: Record<string, unknown>) =>
      (await harness.supply('gmail', {
        credential: credential(),
        inputs,
        services: harness.services({ allowPrivateHosts: ['127.0.0.1'] }),
      })) as StructuredToolInterface[]
    const [send] = await supply({
      gmailType: 'messages',
      messageActions: ['sendMessage'],
      messageCc: 'boss@example.com',
    })
    await send?.invoke({
      messageTo: 'ana@example.com\r\nBcc: spy@example.com',
      messageSubject: 'Счёт',
      messageBody: 'Paid.',
    })
    expect(decoded()).toBe(
      [
        'To: ana@example.com Bcc: spy@example.com',
        'Cc: boss@example.com',
        `Subject: =?UTF-8?B?${Buffer.from('Счёт').toString('base64')}?=`,
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset="UTF-8"',
        'Content-Transfer-Encoding: 8bit',
        '',
        'Paid.',
      ].join('\r\n'),
    )
    const [modify] = await supply({ gmailType: 'threads', threadActions: ['modifyThread'] })
    await modify?.invoke({
      threadId: 't-1',
      threadAddLabelIds: 'STARRED, Label_3',
      threadRemoveLabelIds: 'UNREAD',
    })
    expect(lastJson(gmail)).toEqual({ addLabelIds: ['STARRED', 'Label_3'], removeLabelIds: ['UNREAD'] })
  })

  it('is a Tool Agent’s tool', async () => {
    harness.openai.queue(
      { toolCalls: [{ name: 'list_messages', arguments: { messageQuery: 'is:unread' } }] },
      { content: 'One unread.' },
    )
    const result = await harness.runFlow(
      toolAgentFlow([
        {
          id: 't',
          name: 'gmail',
          credential: 'cred-mail',
          inputs: { gmailType: 'messages', messageActions: ['listMessages'] },
        },
      ]),
      {
        question: 'Unread mail?',
        services: harness.services({
          allowPrivateHosts: ['127.0.0.1'],
          credentials: { 'cred-mail': credential() },
        }),
      },
    )
    expect(result.text).toBe('One unread.')
    expect(String(result.usedTools?.[0]?.toolOutput)).toContain('"q":"is:unread"')
  })
})

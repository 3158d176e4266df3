import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StructuredToolInterface } from '@langchain/core/tools'
import { useNodeHarness } from '@unikflow/engine/testing'
import type { TLocalServer } from '@unikflow/testkit'
import { toolAgentFlow } from '../../testing/agent-flows'
import { lastJson, startRestDouble } from '../../testing/rest-double'

const harness = useNodeHarness()

const DOC = {
  documentId: 'd-1',
  title: 'Plan',
  body: {
    content: [
      { paragraph: { elements: [{ textRun: { content: 'Buy pens.\n' } }] } },
      {
        table: {
          tableRows: [
            { tableCells: [{ content: [{ paragraph: { elements: [{ textRun: { content: 'Qty 4' } }] } }] }] },
          ],
        },
      },
    ],
  },
}

/** Google Docs API v1 on loopback: one document d-1; batchUpdate answers its replies. */
let docs: TLocalServer
beforeAll(async () => {
  docs = await startRestDouble('Bearer ya29-docs', [
    ['POST', /^\/v1\/documents$/, () => ({ documentId: 'd-2', title: 'New' })],
    ['GET', /^\/v1\/documents\/d-1$/, () => DOC],
    ['POST', /^\/v1\/documents\/(d-\d):batchUpdate$/, (_req, m) => ({ documentId: m[1], replies: [{}] })],
  ])
})
afterAll(() => docs.close())

const credential = () => ({ access_token: 'ya29-docs', basePath: docs.url })
const supply = async (inputs: Record<string, unknown>) =>
  (await harness.supply('googleDocsTool', {
    credential: credential(),
    inputs,
    services: harness.services({ allowPrivateHosts: ['127.0.0.1'] }),
  })) as StructuredToolInterface[]

describe('Google Docs tool against a double of the Docs API', () => {
  it('creates a document with its text, replaces text and reads the plain text', async () => {
    const [create, replace, read] = await supply({
      actions: ['createDocument', 'replaceText', 'getTextContent'],
      matchCase: true,
    })
    expect(await create?.invoke({ title: 'New', text: 'Hello' })).toContain('"documentId":"d-2"')
    expect(docs.requests.at(-1)?.url).toBe('/v1/documents/d-2:batchUpdate')
    expect(lastJson(docs)).toEqual({ requests: [{ insertText: { location: { index: 1 }, text: 'Hello' } }] })
    await replace?.invoke({ documentId: 'd-1', replaceText: 'pens', newText: 'ink' })
    expect(lastJson(docs)).toEqual({
      requests: [{ replaceAllText: { containsText: { text: 'pens', matchCase: true }, replaceText: 'ink' } }],
    })
    expect(await read?.invoke({ documentId: 'd-1' })).toBe('Buy pens.\nQty 4')
  })

  it('is a Tool Agent’s tool', async () => {
    harness.openai.queue(
      { toolCalls: [{ name: 'append_text', arguments: { documentId: 'd-1', text: 'Done.' } }] },
      { content: 'Appended.' },
    )
    const result = await harness.runFlow(
      toolAgentFlow([
        { id: 't', name: 'googleDocsTool', credential: 'cred-docs', inputs: { actions: '["appendText"]' } },
      ]),
      {
        question: 'Append Done.',
        services: harness.services({
          allowPrivateHosts: ['127.0.0.1'],
          credentials: { 'cred-docs': credential() },
        }),
      },
    )
    expect(result.text).toBe('Appended.')
    expect(lastJson(docs)).toEqual({
      requests: [{ insertText: { endOfSegmentLocation: {}, text: 'Done.' } }],
    })
  })
})

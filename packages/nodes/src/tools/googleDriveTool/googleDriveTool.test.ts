import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StructuredToolInterface } from '@langchain/core/tools'
import { useNodeHarness } from '@unikflow/engine/testing'
import type { TLocalServer } from '@unikflow/testkit'
import { toolAgentFlow } from '../../testing/agent-flows'
import { startRestDouble } from '../../testing/rest-double'

const harness = useNodeHarness()

/** Google Drive API v3 and its upload endpoint on loopback. */
let drive: TLocalServer
beforeAll(async () => {
  drive = await startRestDouble('Bearer ya29-drive', [
    [
      'GET',
      /^\/drive\/v3\/files$/,
      (req) => ({ files: [{ id: 'f-1', name: 'plan.txt' }], q: req.query.get('q') }),
    ],
    ['POST', /^\/drive\/v3\/files$/, () => ({ id: 'f-2', name: 'notes.txt' })],
    ['PATCH', /^\/upload\/drive\/v3\/files\/f-2$/, (req) => ({ id: 'f-2', size: String(req.body.length) })],
    ['POST', /^\/drive\/v3\/files\/f-1\/permissions$/, (req) => ({ id: 'p-1', ...(req.json as object) })],
  ])
})
afterAll(() => drive.close())

const credential = () => ({ access_token: 'ya29-drive', basePath: drive.url })
const supply = async (inputs: Record<string, unknown>) =>
  (await harness.supply('googleDriveTool', {
    credential: credential(),
    inputs,
    services: harness.services({ allowPrivateHosts: ['127.0.0.1'] }),
  })) as StructuredToolInterface[]

describe('Google Drive tool against a double of the Drive API', () => {
  it('creates a file and uploads its text, searches by words and shares with the node’s defaults', async () => {
    const [create] = await supply({ driveType: 'file', fileActions: ['createFile'] })
    expect(await create?.invoke({ fileName: 'notes.txt', fileContent: 'Buy pens' })).toContain('"size":"8"')
    expect(drive.requests.at(-2)?.body).toBe('{"name":"notes.txt","mimeType":"text/plain"}')
    expect(drive.requests.at(-1)).toMatchObject({
      body: 'Buy pens',
      headers: { 'content-type': 'text/plain' },
    })
    expect(drive.requests.at(-1)?.url).toContain('uploadType=media')

    const [search] = await supply({ driveType: 'search', searchActions: ['searchFiles'], maxResults: 3 })
    expect(await search?.invoke({ searchQuery: "plan's" })).toContain(
      "fullText contains 'plan\\\\'s' and trashed = false",
    )
    expect(new URL(drive.requests.at(-1)?.url ?? '', 'http://x').searchParams.get('pageSize')).toBe('3')

    const [share] = await supply({
      driveType: 'share',
      shareActions: ['shareFile'],
      shareRole: 'writer',
      fileId: 'f-1',
    })
    expect(await share?.invoke({ emailAddress: 'bo@example.com' })).toContain('"role":"writer"')
  })

  it('is a Tool Agent’s tool', async () => {
    harness.openai.queue(
      { toolCalls: [{ name: 'list_files', arguments: {} }] },
      { content: 'One file: plan.txt.' },
    )
    const result = await harness.runFlow(
      toolAgentFlow([
        {
          id: 't',
          name: 'googleDriveTool',
          credential: 'cred-drive',
          inputs: { driveType: 'file', fileActions: ['listFiles'] },
        },
      ]),
      {
        question: 'What is in my Drive?',
        services: harness.services({
          allowPrivateHosts: ['127.0.0.1'],
          credentials: { 'cred-drive': credential() },
        }),
      },
    )
    expect(result.text).toBe('One file: plan.txt.')
    expect(String(result.usedTools?.[0]?.toolOutput)).toContain('"name":"plan.txt"')
  })
})

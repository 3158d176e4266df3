import { afterAll, beforeAll, expect, it } from 'vitest'
import { startFakeOpenAI, TINY_PNG_BASE64, type FakeOpenAI } from '@unikflow/testkit'
import { builtInToolsAgentFlow } from '@unikflow/engine/testing'
import type { TChatSessionList, TChatflow, TPredictionResponse } from '@unikflow/graph'
import { createUnik } from '../../test/api-client'
import { describeDialects } from '../../test/build-test-app'
import { chatflowsClient } from '../../test/chatflows-client'
import { parseSse, predict, runsClient } from '../../test/prediction-setup'
import { unikFixture } from '../../test/unik-fixture'

// Images and files an Agent's built-in tools make are kept with the chat (chat_uploads), put on the stored
// answer as Flowise's artifacts, and served by `GET /get-upload-file` to those who may read that chat only.

const IMAGE = { kind: 'imageGeneration', prompt: 'A red dot', base64: TINY_PNG_BASE64 } as const

/** Start → Agent with OpenAI's image generation and code interpreter, its model at the fake server. */
const agentFlow = (credentialId: string) =>
  JSON.stringify(builtInToolsAgentFlow(['image_generation', 'code_interpreter'], credentialId, 'gpt-4o'))
const fileNameOf = (data: string | undefined) => (data ?? '').replace(/^FILE-STORAGE::/, '')

describeDialects('Files made by an Agent with built-in tools (%s)', (dialect) => {
  const t = unikFixture(dialect, {
    owner: 'artifacts-owner@example.com',
    unik: 'Artifacts',
    users: { stranger: { email: 'artifacts-stranger@example.com' } },
  })
  let fake: FakeOpenAI
  let credential: string

  const makeFlow = (isPublic: boolean): Promise<TChatflow> =>
    chatflowsClient(t.app, t.unik.id).make(t.owner, {
      name: isPublic ? 'Public painter' : 'Painter',
      type: 'AGENTFLOW',
      flowData: agentFlow(credential),
      ...(isPublic ? { isPublic: true } : {}),
    })
  const served = (flowId: string, chatId: string, fileName: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/get-upload-file?chatflowId=${flowId}&chatId=${chatId}&fileName=${encodeURIComponent(fileName)}`,
      headers,
    })
  const storedAnswer = async (flowId: string, chatId: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/uniks/${t.unik.id}/chatflows/${flowId}/messages?chatId=${chatId}`,
      headers: t.owner.auth,
    })
    return res
      .json<TChatSessionList>()
      .sessions.flatMap((s) => s.messages)
      .find((m) => m.role === 'apiMessage')
  }

  beforeAll(async () => {
    fake = await startFakeOpenAI()
    credential = await runsClient(t.app, t.unik.id).credential(t.owner, 'openAIApi', {
      openAIApiKey: 'sk-artifacts',
      basePath: fake.baseUrl,
    })
  })
  afterAll(() => fake.close())

  it("keeps a generated image with the chat, on the stored answer, served to the unik's members only", async () => {
    const flow = await makeFlow(false)
    fake.queue({ content: 'A red dot.', builtIn: IMAGE })
    const res = await predict(
      t.app,
      flow.id,
      { question: 'Draw a dot', chatId: 'chat-dot' },
      { internal: t.owner },
    )
    expect(res.statusCode, res.body).toBe(200)
    const answer = res.json<TPredictionResponse>()
    expect(answer.text).toBe('A red dot.')
    expect(answer.artifacts).toEqual([
      { type: 'png', data: expect.stringMatching(/^FILE-STORAGE::generated_image_/) },
    ])
    const stored = await storedAnswer(flow.id, 'chat-dot')
    expect(stored?.artifacts).toEqual(answer.artifacts)
    // The base64 is in the chat's files, not in the message.
    expect(JSON.stringify(stored)).not.toContain(TINY_PNG_BASE64)

    const name = fileNameOf(answer.artifacts?.[0]?.data)
    const file = await served(flow.id, 'chat-dot', name, t.owner.auth)
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('image/png')
    expect(file.rawPayload.toString('base64')).toBe(TINY_PNG_BASE64)
    // Not to someone outside the unik, not without a session, not under another chat of the flow.
    expect((await served(flow.id, 'chat-dot', name, t.stranger.auth)).statusCode).toBe(404)
    expect((await served(flow.id, 'chat-dot', name)).statusCode).toBe(404)
    expect((await served(flow.id, 'other-chat', name, t.owner.auth)).statusCode).toBe(404)
    // Nor through a flow of another unik, even by its own member.
    const theirs = await createUnik(t.app, t.stranger, 'Elsewhere')
    const theirFlow = await chatflowsClient(t.app, theirs.id).make(t.stranger, {
      name: 'Theirs',
      type: 'AGENTFLOW',
      flowData: agentFlow(''),
    })
    expect((await served(theirFlow.id, 'chat-dot', name, t.stranger.auth)).statusCode).toBe(404)
  })

  it('streams the artifacts, and a public chat reads its own files without a session', async () => {
    const flow = await makeFlow(true)
    fake.queue({ content: 'A red dot.', builtIn: IMAGE })
    const res = await predict(t.app, flow.id, {
      question: 'Draw a dot',
      chatId: 'public-dot',
      streaming: true,
    })
    expect(res.statusCode, res.body).toBe(200)
    const artifacts = parseSse(res.body).find((f) => f.event === 'artifacts')?.data
    expect(artifacts).toEqual([
      { type: 'png', data: expect.stringMatching(/^FILE-STORAGE::generated_image_/) },
    ])
    const name = fileNameOf(Array.isArray(artifacts) ? (artifacts[0] as { data: string }).data : undefined)
    expect((await served(flow.id, 'public-dot', name)).statusCode).toBe(200)
    expect((await served(flow.id, 'another-visitor', name)).statusCode).toBe(404)
  })

  it('keeps a file the code interpreter wrote as a download of the answer', async () => {
    const flow = await makeFlow(false)
    fake.queue({
      content: 'Your table.',
      builtIn: { kind: 'codeFile', code: 'write()', fileName: 'table.csv', content: 'a,b\n1,2\n' },
    })
    const res = await predict(
      t.app,
      flow.id,
      { question: 'A table', chatId: 'chat-csv' },
      { internal: t.owner },
    )
    const answer = res.json<TPredictionResponse>()
    expect(answer.fileAnnotations).toEqual([{ filePath: 'FILE-STORAGE::table.csv', fileName: 'table.csv' }])
    expect((await storedAnswer(flow.id, 'chat-csv'))?.fileAnnotations).toEqual(answer.fileAnnotations)
    const file = await served(flow.id, 'chat-csv', 'table.csv', t.owner.auth)
    expect(file.statusCode).toBe(200)
    // Not an image: downloaded, never shown on our origin.
    expect(file.headers['content-disposition']).toMatch(/^attachment;/)
    expect(file.body).toBe('a,b\n1,2\n')
  })
})

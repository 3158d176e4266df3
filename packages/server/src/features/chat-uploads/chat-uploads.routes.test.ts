import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeTinyPdf, startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import type { TAttachment, TChatflow, TChatSessionList, TPublicChatbotConfig, TUnik } from '@unikflow/graph'
import type { DialectName } from '../../db/database'
import { createUnik, signUp, type Session } from '../../test/api-client'
import { buildTestApp, describeDialects, type TestApp } from '../../test/build-test-app'
import { fixtureFlowData, predict, runsClient } from '../../test/prediction-setup'

const boundary = '----unikflow-attachments'
type Part = { name: string; mime: string; data: Buffer }
function multipart(files: Part[], fields: Record<string, string> = {}): Buffer {
  const chunks: Buffer[] = []
  for (const f of files)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\nContent-Type: ${f.mime}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    )
  for (const [k, v] of Object.entries(fields))
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`))
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return Buffer.concat(chunks)
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

/** An app with a unik, a fake OpenAI, and the upload helpers the groups of tests below share. */
function chatUploadsSuite(dialect: DialectName) {
  // Filled in by the hooks below: read inside hooks and tests only.
  const fx = {} as {
    fake: FakeOpenAI
    t: TestApp
    owner: Session
    unik: TUnik
    api: ReturnType<typeof runsClient>
    flowData: string
  }

  const attach = (flowId: string, chatId: string, files: Part[], fields?: Record<string, string>) =>
    fx.t.app.inject({
      method: 'POST',
      url: `/api/v1/attachments/${flowId}/${chatId}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: multipart(files, fields),
    })
  const served = (flowId: string, chatId: string, fileName: string, headers: Record<string, string> = {}) =>
    fx.t.app.inject({
      method: 'GET',
      url: `/api/v1/get-upload-file?chatflowId=${flowId}&chatId=${chatId}&fileName=${encodeURIComponent(fileName)}`,
      headers,
    })
  /** The last user message the fx.fake model was sent. */
  const lastUserContent = (): unknown => {
    const body = fx.fake.calls.filter((c) => c.path.endsWith('/chat/completions')).at(-1)?.body as {
      messages: { role: string; content: unknown }[]
    }
    return body.messages.filter((m) => m.role === 'user').at(-1)?.content
  }
  const uploadFlow = (name: string, extra: object = {}): Promise<TChatflow> =>
    fx.api.flow(fx.owner, name, fx.flowData, {
      isPublic: true,
      chatbotConfig: JSON.stringify({
        fullFileUpload: { status: true, allowedUploadFileTypes: 'text/plain,application/pdf' },
      }),
      ...extra,
    })

  beforeAll(async () => {
    fx.fake = await startFakeOpenAI()
    fx.t = await buildTestApp(dialect, { env: { UNIKFLOW_OUTBOUND_ALLOWLIST: '127.0.0.1' } })
    fx.owner = await signUp(fx.t.app, 'uploads-owner@example.com')
    fx.unik = await createUnik(fx.t.app, fx.owner, 'Uploads')
    fx.api = runsClient(fx.t.app, fx.unik.id)
    const credentialId = await fx.api.credential(fx.owner, 'openAIApi', {
      openAIApiKey: 'sk',
      basePath: fx.fake.baseUrl,
    })
    fx.flowData = fixtureFlowData('conversation-chain.json', {
      credentialId,
      credentialNodes: ['chatOpenAI'],
      inputs: { chatOpenAI_0: { allowImageUploads: true, imageResolution: 'low' } },
    })
  })
  afterAll(async () => {
    await fx.t.close()
    await fx.fake.close()
  })
  return Object.assign(fx, { attach, served, lastUserContent, uploadFlow })
}

type ChatUploadsSuite = ReturnType<typeof chatUploadsSuite>

function attachedFiles(fx: ChatUploadsSuite) {
  const { attach, served, lastUserContent, uploadFlow } = fx
  it('reports uploads as the widget reads them, reads attached files, sends text and images to the model', async () => {
    const flow = await uploadFlow('Files and images')
    const config = (
      await fx.t.app.inject({ method: 'GET', url: `/api/v1/public-chatbotConfig/${flow.id}` })
    ).json<TPublicChatbotConfig>()
    expect(config.fullFileUpload).toEqual({
      status: true,
      allowedUploadFileTypes: 'text/plain,application/pdf',
    })
    expect(config.uploads).toMatchObject({ isImageUploadAllowed: true, isRAGFileUploadAllowed: true })

    const res = await attach(flow.id, 'chat-1', [
      { name: 'notes.txt', mime: 'text/plain', data: Buffer.from('The secret word is tangerine.') },
      { name: 'report.pdf', mime: 'application/pdf', data: makeTinyPdf(['Quarterly revenue grew']) },
    ])
    expect(res.statusCode, res.body).toBe(200)
    const attachments = res.json<TAttachment[]>()
    expect(attachments[0]).toEqual({
      name: 'notes.txt',
      mimeType: 'text/plain',
      size: 29,
      content: 'The secret word is tangerine.',
    })
    expect(attachments[1]?.content).toContain('Quarterly revenue grew')

    fx.fake.queue({ content: 'Tangerine, and a dot.' })
    const answer = await predict(fx.t.app, flow.id, {
      question: 'What is the word?',
      chatId: 'chat-1',
      uploads: [
        { type: 'file:full', name: 'notes.txt', mime: 'text/plain', data: attachments[0]?.content },
        {
          type: 'file',
          name: 'dot.png',
          mime: 'image/png',
          data: `data:image/png;base64,${PNG.toString('base64')}`,
        },
      ],
    })
    expect(answer.statusCode, answer.body).toBe(200)
    expect(lastUserContent()).toEqual([
      {
        type: 'text',
        text: "<doc name='notes.txt'>The secret word is tangerine.</doc>\n\nWhat is the word?",
      },
      {
        type: 'image_url',
        image_url: { url: `data:image/png;base64,${PNG.toString('base64')}`, detail: 'low' },
      },
    ])

    // The turn keeps what was sent (Flowise's names), never the data.
    const stored = (
      await fx.api.call(fx.owner, 'GET', `/chatflows/${flow.id}/messages?chatId=chat-1`)
    ).json<TChatSessionList>()
    expect(stored.sessions[0]?.messages[0]?.fileUploads).toEqual([
      { name: 'notes.txt', mime: 'text/plain', type: 'stored-file:full' },
      { name: 'dot.png', mime: 'image/png', type: 'stored-file', size: PNG.length },
    ])
    expect(stored.sessions[0]?.messages[0]?.content).toBe('What is the word?')
    // The image comes back for the reopened chat; a text file only as a download.
    const image = await served(flow.id, 'chat-1', 'dot.png')
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/png')
    expect(image.rawPayload.equals(PNG)).toBe(true)
    const text = await served(flow.id, 'chat-1', 'notes.txt')
    expect(text.headers['content-type']).toBe('application/octet-stream')
    expect(text.headers['content-disposition']).toMatch(/^attachment; filename="notes.txt"/)
    expect((await served(flow.id, 'other-chat', 'dot.png')).statusCode).toBe(404)
  })
}

function questionFilesAndRefusals(fx: ChatUploadsSuite) {
  const { attach, served, lastUserContent, uploadFlow } = fx
  it('reads a file sent with the question itself (own chat, API) as text for the model, with the tab on', async () => {
    const flow = await uploadFlow('Inline file')
    fx.fake.queue({ content: 'Read it.' })
    const answer = await predict(fx.t.app, flow.id, {
      question: 'Summarise',
      chatId: 'chat-2',
      uploads: [
        {
          type: 'file',
          name: 'memo.txt',
          mime: 'text/plain',
          data: `data:text/plain;base64,${Buffer.from('Ship on Friday').toString('base64')}`,
        },
      ],
    })
    expect(answer.statusCode, answer.body).toBe(200)
    expect(lastUserContent()).toBe("<doc name='memo.txt'>Ship on Friday</doc>\n\nSummarise")
    expect(answer.json<{ question: string }>().question).toBe('Summarise')
  })

  it('refuses attachments with the tab off or of other types, and serves a private flow only to its members', async () => {
    const off = await fx.api.flow(fx.owner, 'No tab', fx.flowData, { isPublic: true })
    const refused = await attach(off.id, 'c', [{ name: 'a.txt', mime: 'text/plain', data: Buffer.from('x') }])
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({ code: 'UPLOAD_NOT_ALLOWED' })
    const on = await uploadFlow('Typed')
    const wrong = await attach(on.id, 'c', [{ name: 'a.html', mime: 'text/html', data: Buffer.from('<b>') }])
    expect(wrong.statusCode).toBe(400)

    const privateFlow = await uploadFlow('Private', { isPublic: false })
    fx.fake.queue({ content: 'ok' })
    const own = await predict(
      fx.t.app,
      privateFlow.id,
      {
        question: 'see',
        chatId: 'c-own',
        uploads: [{ type: 'file', name: 'dot.png', mime: 'image/png', data: PNG.toString('base64') }],
      },
      { internal: fx.owner },
    )
    expect(own.statusCode, own.body).toBe(200)
    expect((await served(privateFlow.id, 'c-own', 'dot.png')).statusCode).toBe(404)
    const stranger = await signUp(fx.t.app, 'uploads-stranger@example.com')
    expect((await served(privateFlow.id, 'c-own', 'dot.png', stranger.auth)).statusCode).toBe(404)
    expect((await served(privateFlow.id, 'c-own', 'dot.png', fx.owner.auth)).statusCode).toBe(200)
  })
}

describeDialects('chat uploads: attachments, images to the model, files served back (%s)', (dialect) => {
  const fx = chatUploadsSuite(dialect)
  describe('attached files and images', () => attachedFiles(fx))
  describe('files sent with the question, and refusals', () => questionFilesAndRefusals(fx))
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from './fake-openai-server'

describe('fake Assistants API checks what a client sends', () => {
  let fake: FakeOpenAI
  beforeAll(async () => {
    fake = await startFakeOpenAI()
  })
  afterAll(() => fake.close())

  const send = (method: string, path: string, body?: object, headers: Record<string, string> = {}) =>
    fetch(`${fake.baseUrl}${path}`, {
      method,
      headers: {
        authorization: 'Bearer sk',
        'OpenAI-Beta': 'assistants=v2',
        'content-type': 'application/json',
        ...headers,
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    })

  it('refuses a missing key, a missing beta header, unknown ids and a missing model', async () => {
    expect((await send('POST', '/assistants', { model: 'm' }, { authorization: '' })).status).toBe(401)
    expect((await send('POST', '/assistants', { model: 'm' }, { 'OpenAI-Beta': '' })).status).toBe(400)
    expect((await send('POST', '/assistants', {})).status).toBe(400)
    const withMissingFile = { model: 'm', tool_resources: { code_interpreter: { file_ids: ['file_x'] } } }
    expect((await send('POST', '/assistants', withMissingFile)).status).toBe(400)
    expect((await send('POST', '/threads/thread_x/messages', { role: 'user', content: 'x' })).status).toBe(
      404,
    )
  })

  it('runs with scripted replies: tool calls wait for one output per call, text completes the run', async () => {
    type Run = {
      id: string
      status: string
      required_action: { submit_tool_outputs: { tool_calls: Array<{ id: string }> } }
    }
    const json = async <T>(res: Promise<Response>) => (await (await res).json()) as T
    const assistant = await json<{ id: string }>(
      send('POST', '/assistants', { model: 'm', instructions: 'Be kind.' }),
    )
    const thread = await json<{ id: string }>(send('POST', '/threads', {}))
    await send('POST', `/threads/${thread.id}/messages`, { role: 'user', content: 'hi' })
    const calls = [
      { name: 'a', arguments: {} },
      { name: 'b', arguments: {} },
    ]
    fake.queue({ toolCalls: calls }, { content: 'Done.' })
    const run = await json<Run>(send('POST', `/threads/${thread.id}/runs`, { assistant_id: assistant.id }))
    expect(run.status).toBe('requires_action')
    const pending = run.required_action.submit_tool_outputs.tool_calls
    expect(pending).toHaveLength(2)
    const path = `/threads/${thread.id}/runs/${run.id}/submit_tool_outputs`
    const partial = await send('POST', path, {
      tool_outputs: [{ tool_call_id: pending[0]!.id, output: '1' }],
    })
    expect(partial.status).toBe(400)
    const outputs = pending.map((c) => ({ tool_call_id: c.id, output: 'ok' }))
    expect((await json<Run>(send('POST', path, { tool_outputs: outputs }))).status).toBe('completed')
    const listed = await json<{ data: Array<{ content: Array<{ text: { value: string } }> }> }>(
      send('GET', `/threads/${thread.id}/messages?run_id=${run.id}`),
    )
    expect(listed.data[0]?.content[0]?.text.value).toBe('Done.')
  })
})

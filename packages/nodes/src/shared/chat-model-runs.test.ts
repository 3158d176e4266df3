import { beforeAll, describe, expect, it } from 'vitest'
import { RunFailure, runFlow, type TRunEvent } from '@unikflow/engine'
import { buildFlow, useNodeHarness } from '@unikflow/engine/testing'

// Runs of one chat model node at once, with the same or another credential: nothing of one run (its key,
// abort, timeout, usage or tokens) reaches another.

const harness = useNodeHarness()
beforeAll(async () => {
  harness.openai.respondWith((req) => {
    const last = req.messages.at(-1)?.content
    return typeof last === 'string' && last.includes('hang') ? { hang: true } : { content: `Fine: ${last}` }
  })
})

const services = () =>
  harness.services({
    credentials: {
      'cred-alpha': { openAIApiKey: 'sk-alpha', basePath: harness.openai.baseUrl },
      'cred-beta': { openAIApiKey: 'sk-beta', basePath: harness.openai.baseUrl },
    },
  })

const chain = (credential: string, modelInputs: Record<string, unknown> = {}) =>
  buildFlow([
    { id: 'm', name: 'chatOpenAI', credential, inputs: { modelName: 'gpt-4o-mini', ...modelInputs } },
    { id: 'p', name: 'promptTemplate', inputs: { template: 'Answer: {q}' } },
    { id: 'c', name: 'llmChain', inputs: { model: '{{m.data.instance}}', prompt: '{{p.data.instance}}' } },
  ])

const keyOf = (content: string) =>
  harness.openai.calls.find((c) => JSON.stringify(c.body).includes(content))?.headers.authorization

async function until(check: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met within 10 s')
    await new Promise((r) => setTimeout(r, 10))
  }
}

describe('chat model runs at once', () => {
  it('concurrent runs keep their own key, abort, timeout, usage and tokens', async () => {
    const aborter = new AbortController()
    const tokens = { b: [] as string[], c: [] as string[] }
    const onTokens = (into: string[]) => (e: TRunEvent) => {
      if (e.event === 'token') into.push(String(e.data))
    }
    const run = (id: string, flow: ReturnType<typeof chain>, question: string, more = {}) =>
      runFlow({ chatId: id, flowId: 'f', flowData: flow, question, services: services(), ...more })
    // a, b and d use one key (d with its own timeout), c another.
    const a = run('a', chain('cred-alpha'), 'please hang (a)', { signal: aborter.signal }).catch(
      (e: unknown) => e,
    )
    const d = run('d', chain('cred-alpha', { timeout: 400 }), 'hang too (d)').catch((e: unknown) => e)
    await until(() => keyOf('please hang (a)') !== undefined && keyOf('hang too (d)') !== undefined)
    const b = run('b', chain('cred-alpha'), 'question b', { onEvent: onTokens(tokens.b) })
    const c = run('c', chain('cred-beta'), 'question c', { onEvent: onTokens(tokens.c) })
    aborter.abort()
    const [resultA, resultB, resultC, resultD] = await Promise.all([a, b, c, d])

    expect(resultA).toBeInstanceOf(RunFailure)
    expect(resultA).toMatchObject({ kind: 'aborted' })
    expect(resultD).toMatchObject({ kind: 'timeout', node: { id: 'c' } })
    expect(resultB.text).toBe('Fine: Answer: question b')
    expect(resultC.text).toBe('Fine: Answer: question c')
    expect(tokens.b.join('')).toBe('Fine: Answer: question b')
    expect(tokens.c.join('')).toBe('Fine: Answer: question c')
    expect(keyOf('please hang (a)')).toBe('Bearer sk-alpha')
    expect(keyOf('question b')).toBe('Bearer sk-alpha')
    expect(keyOf('question c')).toBe('Bearer sk-beta')
    // Each answered run counts its own call's tokens once, toward its own model node.
    expect(resultB.trace.usage).toEqual([expect.objectContaining({ nodeId: 'm', inputTokens: 10 })])
    expect(resultC.trace.usage).toEqual([expect.objectContaining({ nodeId: 'm', inputTokens: 10 })])
  })

  it('a run no one streams asks for the whole answer at once, a streamed one for chunks', async () => {
    const ask = (question: string, onEvent?: (e: TRunEvent) => void) =>
      runFlow({
        chatId: question,
        flowId: 'f',
        flowData: chain('cred-alpha'),
        question,
        services: services(),
        ...(onEvent ? { onEvent } : {}),
      })
    const tokens: string[] = []
    const [quiet, streamed] = await Promise.all([
      ask('quiet question'),
      ask('streamed question', (e) => {
        if (e.event === 'token') tokens.push(String(e.data))
      }),
    ])
    const bodyOf = (content: string) =>
      harness.openai.calls.find((c) => JSON.stringify(c.body).includes(content))?.body as { stream?: boolean }
    expect(bodyOf('quiet question').stream).toBe(false)
    expect(bodyOf('streamed question').stream).toBe(true)
    expect(quiet.text).toBe('Fine: Answer: quiet question')
    expect(streamed.text).toBe('Fine: Answer: streamed question')
    expect(tokens.join('')).toBe(streamed.text)
    // Both count their call's tokens, once.
    expect(quiet.trace.usage).toEqual([expect.objectContaining({ nodeId: 'm', inputTokens: 10 })])
    expect(streamed.trace.usage).toEqual([expect.objectContaining({ nodeId: 'm', inputTokens: 10 })])
  })
})

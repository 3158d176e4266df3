import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import { RunFailure } from './errors'
import { runFlow } from './run-flow'
import { buildFlow } from './build-flow'
import type { TRunEvent } from './events'
import { createTestServices } from '../testing/test-services'

// Chat model clients are shared by runs with the same provider, settings and credential
// (nodes/src/shared/shared-chat-model.ts); nothing of one run may reach another through them.

let fake: FakeOpenAI
beforeAll(async () => {
  fake = await startFakeOpenAI()
  fake.respondWith((req) => {
    const last = req.messages.at(-1)?.content
    return typeof last === 'string' && last.includes('hang') ? { hang: true } : { content: `Fine: ${last}` }
  })
})
afterAll(() => fake.close())

const services = () =>
  createTestServices(fake.baseUrl, {
    credentials: {
      'cred-alpha': { openAIApiKey: 'sk-alpha', basePath: fake.baseUrl },
      'cred-beta': { openAIApiKey: 'sk-beta', basePath: fake.baseUrl },
    },
  })

const chain = (credential: string, modelInputs: Record<string, unknown> = {}) =>
  buildFlow([
    { id: 'm', name: 'chatOpenAI', credential, inputs: { modelName: 'gpt-4o-mini', ...modelInputs } },
    { id: 'p', name: 'promptTemplate', inputs: { template: 'Answer: {q}' } },
    { id: 'c', name: 'llmChain', inputs: { model: '{{m.data.instance}}', prompt: '{{p.data.instance}}' } },
  ])

const keyOf = (content: string) =>
  fake.calls.find((c) => JSON.stringify(c.body).includes(content))?.headers.authorization

async function until(check: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met within 10 s')
    await new Promise((r) => setTimeout(r, 10))
  }
}

describe('shared chat model clients', () => {
  it('concurrent runs keep their own key, abort, timeout, usage and tokens', async () => {
    const aborter = new AbortController()
    const tokens = { b: [] as string[], c: [] as string[] }
    const onTokens = (into: string[]) => (e: TRunEvent) => {
      if (e.event === 'token') into.push(String(e.data))
    }
    const run = (id: string, flow: ReturnType<typeof chain>, question: string, more = {}) =>
      runFlow({ chatId: id, flowId: 'f', flowData: flow, question, services: services(), ...more })
    // a and b share one client (same settings and key); d too, with its own timeout; c has another key.
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
      fake.calls.find((c) => JSON.stringify(c.body).includes(content))?.body as { stream?: boolean }
    expect(bodyOf('quiet question').stream).toBe(false)
    expect(bodyOf('streamed question').stream).toBe(true)
    expect(quiet.text).toBe('Fine: Answer: quiet question')
    expect(streamed.text).toBe('Fine: Answer: streamed question')
    expect(tokens.join('')).toBe(streamed.text)
    // Both count their call's tokens, once.
    expect(quiet.trace.usage).toEqual([expect.objectContaining({ nodeId: 'm', inputTokens: 10 })])
    expect(streamed.trace.usage).toEqual([expect.objectContaining({ nodeId: 'm', inputTokens: 10 })])
  })

  it('runs with the same settings and key share one client; another key or setting gets its own', async () => {
    const model = (credential: string, temperature: number) =>
      buildFlow([
        { id: 'm', name: 'chatOpenAI', credential, inputs: { modelName: 'gpt-4o-mini', temperature } },
      ])
    const instance = async (credential: string, temperature = 0.5) =>
      (
        await runFlow({
          chatId: 'x',
          flowId: 'g',
          flowData: model(credential, temperature),
          question: 'q',
          services: services(),
        })
      ).instance
    const [first, second, otherKey, otherSetting] = [
      await instance('cred-alpha'),
      await instance('cred-alpha'),
      await instance('cred-beta'),
      await instance('cred-alpha', 0.9),
    ]
    expect(first).not.toBe(second) // each run has its own view …
    expect(Object.getPrototypeOf(first)).toBe(Object.getPrototypeOf(second)) // … of one client
    expect(Object.getPrototypeOf(otherKey)).not.toBe(Object.getPrototypeOf(first))
    expect(Object.getPrototypeOf(otherSetting)).not.toBe(Object.getPrototypeOf(first))
  })
})

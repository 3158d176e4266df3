import { afterAll, beforeAll } from 'vitest'
import { buildFlow, type TNodeHarness } from '@unikflow/engine/testing'
import { startFakePetsApi, type TLocalServer } from '@unikflow/testkit'

/**
 * testkit's pets API for the file's tests, and a GET or POST API chain whose docs name it (with an `X-Key`
 * header), asked `Tell me about pet 7` with the guard allowing `allow`.
 */
export function usePetsApiChain(harness: TNodeHarness, name: 'getApiChain' | 'postApiChain') {
  let server: TLocalServer | undefined
  beforeAll(async () => {
    server = await startFakePetsApi()
  })
  afterAll(() => server?.close())
  const api = () => {
    if (!server) throw new Error('The pets API starts before the tests (beforeAll)')
    return server
  }
  const docs = () =>
    `Base URL: ${api().url}/v1. GET /pets/{id} reads a pet. POST /pets with {"name"} adds one.`
  const ask = (allow = ['127.0.0.1']) =>
    harness.runFlow(
      buildFlow([
        { id: 'm', name: 'chatOpenAI', credential: 'cred-openai' },
        {
          id: 'c',
          name,
          inputs: { model: '{{m.data.instance}}', apiDocs: docs(), headers: '{"X-Key":"k1"}' },
        },
      ]),
      { question: 'Tell me about pet 7', services: harness.services({ allowPrivateHosts: allow }) },
    )
  const chat = () => harness.openai.calls.filter((c) => c.path.endsWith('/chat/completions'))
  return { api, ask, chat }
}

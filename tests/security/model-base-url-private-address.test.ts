// Attack: a chat model's Base Path (or its credential's) is a user-given URL that was never guarded: an
// editor pointed it at an internal service (a cloud metadata endpoint, an admin API on the private
// network) and the server called it, answering with whatever came back. Model and embedding base URLs now
// go through the outbound guard; only a model server the operator allows is reachable.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startRecordingServer, type RecordingServer } from '../support/recording-server'
import { startSecuredApp, type SecuredApp } from '../support/security-app'

let internal: RecordingServer
let app: SecuredApp
beforeAll(async () => {
  internal = await startRecordingServer()
  app = await startSecuredApp({})
})
afterAll(async () => {
  await app.close()
  await internal.close()
})

const chain = (model: { name: string; credential?: string; inputs?: Record<string, unknown> }) => [
  { id: 'm', ...model },
  { id: 'p', name: 'promptTemplate', inputs: { template: 'Say {question}' } },
  { id: 'c', name: 'llmChain', inputs: { model: '{{m.data.instance}}', prompt: '{{p.data.instance}}' } },
]

describe('model base URLs go through the outbound guard', () => {
  it.each([
    [
      'a credential’s Base Path (ChatOpenAI)',
      'chatOpenAI',
      'openAIApi',
      { openAIApiKey: 'sk-x', basePath: 'BASE/v1' },
      {},
    ],
    ['a node’s Base Path (ChatOllama)', 'chatOllama', undefined, {}, { baseUrl: 'BASE' }],
  ])(
    'refuses %s on a private address, saying how to allow it',
    async (_label, name, credentialName, fields, inputs) => {
      const base = internal.url
      const credential = credentialName
        ? await app.credential(
            credentialName,
            Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.replace('BASE', base)])),
          )
        : undefined
      const nodeInputs = Object.fromEntries(
        Object.entries(inputs).map(([k, v]) => [k, String(v).replace('BASE', base)]),
      )
      const flow = await app.flow(
        chain({ name, ...(credential ? { credential } : {}), inputs: { ...nodeInputs, maxRetries: 0 } }),
      )
      const before = internal.requests.length
      const res = await app.ask(flow, 'hi')
      expect(res.statusCode).toBeGreaterThanOrEqual(400)
      expect(res.json<{ message: string }>().message).toMatch(
        /private or reserved address.*UNIKFLOW_OUTBOUND_ALLOWLIST/,
      )
      expect(internal.requests.length).toBe(before)
    },
  )
})

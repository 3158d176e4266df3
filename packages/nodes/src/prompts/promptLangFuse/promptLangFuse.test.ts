import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { startFakeLangfusePrompts, type TLocalServer } from '@unikflow/testkit'
import { langfuseToTemplate } from './promptLangFuse.runtime'

const harness = useNodeHarness()
const AUTH = `Basic ${Buffer.from('pk-lf-test:sk-lf-test').toString('base64')}`

let langfuse: TLocalServer
beforeAll(async () => {
  langfuse = await startFakeLangfusePrompts({
    'support reply': 'You answer for {{company}} in JSON like {"reply": "..."}. Question: {{question}}',
    'chat style': [{ role: 'system', content: 'Hi' }],
  })
})
afterAll(() => langfuse.close())

const services = () =>
  harness.services({
    allowPrivateHosts: ['127.0.0.1'],
    credentials: {
      'cred-langfuse': {
        langFusePublicKey: 'pk-lf-test',
        langFuseSecretKey: 'sk-lf-test',
        langFuseEndpoint: langfuse.url,
      },
    },
  })
const chainWith = (template: string) => [
  {
    id: 'p',
    name: 'promptLangFuse',
    credential: 'cred-langfuse',
    inputs: { template, promptValues: '{"company":"Acme"}' },
  },
  { id: 'm', name: 'chatOpenAI', credential: 'cred-openai' },
  { id: 'c', name: 'llmChain', inputs: { model: '{{m.data.instance}}', prompt: '{{p.data.instance}}' } },
]

describe('LangFuse Prompt Template', () => {
  it('fetches the prompt by name with the keys, fills its values and the chain fills the question', async () => {
    harness.openai.queue({ content: '{"reply": "Yes."}' })
    const result = await harness.runFlow(chainWith('support reply'), {
      question: 'Open today?',
      services: services(),
    })
    expect(result.text).toBe('{"reply": "Yes."}')
    expect(langfuse.requests.at(-1)).toMatchObject({
      method: 'GET',
      url: '/api/public/v2/prompts/support%20reply',
    })
    expect(langfuse.requests.at(-1)?.headers.authorization).toBe(AUTH)
    const sent = JSON.stringify(harness.openai.calls.at(-1)?.body)
    expect(sent).toContain(
      JSON.stringify('You answer for Acme in JSON like {"reply": "..."}. Question: Open today?').slice(1, -1),
    )
  })

  it('says which prompt Langfuse does not have, and that a chat prompt is not a text prompt', async () => {
    await expect(
      harness.runFlow(chainWith('no such prompt'), { question: 'q', services: services() }),
    ).rejects.toThrow(/Langfuse has no prompt named "no such prompt"/)
    await expect(
      harness.runFlow(chainWith('chat style'), { question: 'q', services: services() }),
    ).rejects.toThrow(/is a chat prompt/)
  })

  it("turns Langfuse's {{variables}} into the template's, doubling literal braces", () => {
    expect(langfuseToTemplate('{{ a }} and {b} and {{c.d}}')).toBe('{a} and {{b}} and {c.d}')
  })
})

import { QIANFAN_KEYS, startFakeQianfan } from '@unikflow/testkit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import type { TLocalServer } from '@unikflow/testkit'
import {
  expectAgentUsesTools,
  expectStreamsInChain,
  expectWholeAnswer,
  type TChatModelCase,
} from '../../testing/chat-model-checks'

const harness = useNodeHarness()
let qianfan: TLocalServer
beforeAll(async () => {
  qianfan = await startFakeQianfan(`${harness.openai.baseUrl}/chat/completions`)
})
afterAll(() => qianfan.close())

const wenxin = (
  inputs: Record<string, unknown> = {},
  keys: Record<string, string> = QIANFAN_KEYS,
): TChatModelCase => ({
  model: { id: 'm', name: 'chatBaiduWenxin', credential: 'cred-bd', inputs },
  // The Qianfan double is on loopback: the operator allows it.
  services: harness.services({
    allowPrivateHosts: ['127.0.0.1'],
    credentials: { 'cred-bd': { ...keys, basePath: qianfan.url } },
  }),
})

describe('ChatBaiduWenxin against a double of Qianfan’s v2 API checking BCE signatures', () => {
  it('streams the answer into an LLM Chain, each request signed with the account’s keys', async () => {
    harness.openai.queue({ content: 'ERNIE says hi' })
    await expectStreamsInChain(
      harness,
      wenxin({ modelName: 'ernie-4.0-8k', temperature: 0.5, topP: 0.8, penaltyScore: 1.2, userId: 'u-7' }),
      'ERNIE says hi',
    )
    const call = qianfan.requests.at(-1)
    expect(call?.url).toBe('/v2/chat/completions')
    expect(call?.headers.authorization).toMatch(/^bce-auth-v1\/bce-ak-1\/.+\/host;x-bce-date\/[0-9a-f]{64}$/)
    expect(call?.headers.authorization).not.toContain(QIANFAN_KEYS.qianfanSecretKey)
    expect(JSON.parse(call?.body ?? '{}')).toMatchObject({
      model: 'ernie-4.0-8k',
      temperature: 0.5,
      top_p: 0.8,
      penalty_score: 1.2,
      user: 'u-7',
      stream: true,
    })
  })

  it('answers whole when Streaming is off, the custom model name over the chosen one', async () => {
    harness.openai.queue({ content: 'whole answer' })
    await expectWholeAnswer(harness, wenxin({ customModelName: 'ernie-speed-128k' }), 'whole answer')
    expect(JSON.parse(qianfan.requests.at(-1)?.body ?? '{}')).toMatchObject({ model: 'ernie-speed-128k' })
  })

  it('is the model of a Tool Agent, calling its tools', async () => {
    harness.openai.queue(
      { toolCalls: [{ name: 'calculator', arguments: { input: '6*7' } }] },
      { content: '42' },
    )
    await expectAgentUsesTools(harness, wenxin())
  })

  it('is refused by Qianfan when the secret key is wrong', async () => {
    await expect(
      expectWholeAnswer(harness, wenxin({}, { ...QIANFAN_KEYS, qianfanSecretKey: 'wrong' }), 'never'),
    ).rejects.toThrow(/401/)
  })
})

import { afterAll, beforeAll } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import type { TChatflow } from '@unikflow/graph'
import type { DialectName } from '../db/database'
import { fixtureFlowData, runsClient } from './prediction-setup'
import { unikFixture } from './unik-fixture'

/** A unik with members, a fake OpenAI, its credential and two public flows (an LLM chain and a conversation), shared by the groups of tests below. */
export function predictionApiSuite(dialect: DialectName) {
  // Filled in by the hooks below: read inside hooks and tests only.
  const fx = {} as {
    fake: FakeOpenAI
    api: ReturnType<typeof runsClient>
    openAiCredential: string
    llmChain: TChatflow
    conversation: TChatflow
  }
  const t = unikFixture(dialect, {
    owner: 'owner@example.com',
    unik: 'Runs',
    users: {
      member: { email: 'member@example.com', role: 'member' },
      outsider: { email: 'outsider@example.com' },
    },
  })
  const echo = () =>
    fx.fake.respondWith((req) => ({ content: `You said: ${String(req.messages.at(-1)?.content)}` }))

  beforeAll(async () => {
    fx.fake = await startFakeOpenAI()
    fx.api = runsClient(t.app, t.unik.id)
    fx.openAiCredential = await fx.api.credential(t.owner, 'openAIApi', {
      openAIApiKey: 'sk-fake',
      basePath: fx.fake.baseUrl,
    })
    const azure = await fx.api.credential(t.owner, 'azureOpenAIApi', {
      azureOpenAIApiKey: 'az-fake',
      azureOpenAIApiInstanceName: 'unused',
      azureOpenAIApiDeploymentName: 'gpt-35-turbo',
      azureOpenAIApiVersion: '2024-10-21',
    })
    fx.llmChain = await fx.api.flow(
      t.owner,
      'LLM chain',
      fixtureFlowData('llm-chain.json', {
        credentialId: azure,
        credentialNodes: ['azureChatOpenAI'],
        inputs: { azureChatOpenAI_0: { basepath: `${fx.fake.baseUrl}/openai/deployments` } },
      }),
      { isPublic: true },
    )
    fx.conversation = await fx.api.flow(
      t.owner,
      'Conversation',
      fixtureFlowData('conversation-chain.json', {
        credentialId: fx.openAiCredential,
        credentialNodes: ['chatOpenAI'],
      }),
    )
  })
  afterAll(() => fx.fake.close())
  return Object.assign(fx, { t, echo })
}

export type PredictionApiSuite = ReturnType<typeof predictionApiSuite>

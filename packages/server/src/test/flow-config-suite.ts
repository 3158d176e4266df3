import { afterAll, beforeAll } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import type { TChatflow, TUnik } from '@unikflow/graph'
import type { DialectName } from '../db/database'
import { FlowRateLimiter } from '../features/flow-config/rate-limiter'
import { createUnik, signUp, type Session } from './api-client'
import { buildTestApp, type TestApp } from './build-test-app'
import { fixtureFlowData, runsClient } from './prediction-setup'

/** An app with a unik, a credential, the conversation chain, a fake OpenAI and a clock for the rate limiter, shared by the groups of tests below. */
export function flowConfigSuite(dialect: DialectName) {
  // Filled in by the hooks below: read inside hooks and tests only.
  const fx = { now: 1_000_000 } as {
    fake: FakeOpenAI
    t: TestApp
    owner: Session
    unik: TUnik
    api: ReturnType<typeof runsClient>
    flowData: string
    credentialId: string
    now: number
  }
  const publicFlow = (name: string, config: object = {}) =>
    fx.api.flow(fx.owner, name, fx.flowData, { isPublic: true, ...config })
  const save = (flow: TChatflow, fields: object) =>
    fx.api.call(fx.owner, 'PUT', `/chatflows/${flow.id}`, { version: flow.version, ...fields })

  beforeAll(async () => {
    fx.fake = await startFakeOpenAI()
    fx.t = await buildTestApp(dialect, {
      env: { UNIKFLOW_OUTBOUND_ALLOWLIST: '127.0.0.1' },
      rateLimiter: new FlowRateLimiter(() => fx.now),
    })
    fx.owner = await signUp(fx.t.app, 'config-owner@example.com')
    fx.unik = await createUnik(fx.t.app, fx.owner, 'Config')
    fx.api = runsClient(fx.t.app, fx.unik.id)
    fx.credentialId = await fx.api.credential(fx.owner, 'openAIApi', {
      openAIApiKey: 'sk-config',
      basePath: fx.fake.baseUrl,
    })
    fx.flowData = fixtureFlowData('conversation-chain.json', {
      credentialId: fx.credentialId,
      credentialNodes: ['chatOpenAI'],
    })
  })
  afterAll(async () => {
    await fx.t.close()
    await fx.fake.close()
  })
  return Object.assign(fx, { publicFlow, save })
}

export type FlowConfigSuite = ReturnType<typeof flowConfigSuite>

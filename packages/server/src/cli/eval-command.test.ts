import { writeFileSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import type { TDatasetWithRows } from '@unikflow/graph'
import { describeDialects } from '../test/build-test-app'
import { fixtureFlowData, runsClient } from '../test/prediction-setup'
import { unikFixture } from '../test/unik-fixture'
import { EVAL_EXIT, evalCommand, evalOptionsOf, type EvalOptions } from './eval-command'

// `unikflow eval` against a listening server over real HTTP, with an API key of the unik.
describeDialects('unikflow eval (%s)', (dialect) => {
  const t = unikFixture(dialect, { owner: 'cli-eval@example.com', unik: 'CI' })
  let fake: FakeOpenAI
  let base: Omit<EvalOptions, 'minPass'>
  const lines: string[] = []
  const dir = mkdtempSync(join(tmpdir(), 'unikflow-eval-'))

  beforeAll(async () => {
    fake = await startFakeOpenAI()
    fake.respondWith(() => ({ content: 'The capital is Paris.' }))
    const api = runsClient(t.app, t.unik.id)
    const credential = await api.credential(t.owner, 'openAIApi', {
      openAIApiKey: 'sk',
      basePath: fake.baseUrl,
    })
    const flow = await api.flow(
      t.owner,
      'Capitals',
      fixtureFlowData('conversation-chain.json', {
        credentialId: credential,
        credentialNodes: ['chatOpenAI'],
      }),
    )
    const dataset = (
      await api.call(t.owner, 'POST', '/datasets/set', {
        name: 'CI set',
        csvFile: 'France?,Paris\nItaly?,Rome\n',
      })
    ).json<TDatasetWithRows>()
    const key = await api.call(t.owner, 'POST', '/apikey', { keyName: 'ci' })
    expect(key.statusCode, key.body).toBe(201)
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' })
    const evaluators = join(dir, 'evaluators.json')
    writeFileSync(
      evaluators,
      JSON.stringify([{ id: 'paris', name: 'Paris', type: 'text', operator: 'contains', value: 'Paris' }]),
    )
    base = {
      url: address,
      apiKey: key.json<{ apiKey: string }>().apiKey,
      unikId: t.unik.id,
      flowId: flow.id,
      datasetId: dataset.id,
      version: 'draft',
      evaluatorsFile: evaluators,
      pollMs: 20,
      print: (line) => lines.push(line),
    }
  })
  afterAll(() => fake.close())

  it('exits 0 at or above --min-pass and 1 below it (the same evaluators again without a file)', async () => {
    expect(await evalCommand({ ...base, minPass: 0.5 })).toBe(EVAL_EXIT.passed)
    expect(lines.at(-1)).toMatch(/^PASS: 2\/2 passed/)
    fake.respondWith(() => ({ content: 'I do not know.' }))
    expect(await evalCommand({ ...base, evaluatorsFile: undefined, minPass: 0.9 })).toBe(EVAL_EXIT.below)
    expect(lines.at(-1)).toMatch(/^FAIL: 0\/2 passed \(0\.0%, bar 90\.0%\)/)
  })

  it('exits 2 when the evaluation cannot run: a wrong key, a release that does not exist', async () => {
    expect(await evalCommand({ ...base, apiKey: 'wrong-key-123', minPass: 0.5 })).toBe(EVAL_EXIT.failed)
    expect(await evalCommand({ ...base, version: 9, minPass: 0.5 })).toBe(EVAL_EXIT.failed)
    expect(lines.at(-1)).toContain('404')
  })

  it('reads its flags and the environment', () => {
    const options = evalOptionsOf(
      { flow: 'f', dataset: 'd', release: '3', 'min-pass': '0.9' },
      { UNIKFLOW_API_KEY: 'k', UNIKFLOW_UNIK_ID: 'u', UNIKFLOW_URL: 'https://flows.example' },
    )
    expect(options).toMatchObject({ version: 3, minPass: 0.9, url: 'https://flows.example', unikId: 'u' })
    expect(() =>
      evalOptionsOf(
        { flow: 'f', dataset: 'd', 'min-pass': '90' },
        { UNIKFLOW_API_KEY: 'k', UNIKFLOW_UNIK_ID: 'u' },
      ),
    ).toThrow('--min-pass')
    expect(() => evalOptionsOf({ dataset: 'd' }, { UNIKFLOW_API_KEY: 'k', UNIKFLOW_UNIK_ID: 'u' })).toThrow(
      '--flow',
    )
  })
})

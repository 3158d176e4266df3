// Attack: an agent with Write File (a public chatbot's visitor steering it) writes file after file into
// the unik's workspace until the server's disk is full — every unik and the database share that disk.
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import type { TChatflow } from '@unikflow/graph'
import { runsClient } from '../../packages/server/src/test/prediction-setup'
import { unikFixture } from '../../packages/server/src/test/unik-fixture'
import { recipeFlowData } from '../support/recipe-flow'

const MB = 1024 * 1024

function bytesUnder(folder: string): number {
  if (!existsSync(folder)) return 0
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((name) => statSync(join(folder, name)))
    .filter((info) => info.isFile())
    .reduce((sum, info) => sum + info.size, 0)
}

describe('Write File against the unik workspace quota (FILE_WORKSPACE_QUOTA_MB=1)', () => {
  const t = unikFixture('sqlite', {
    owner: 'quota@example.com',
    unik: 'Quota',
    users: {},
    app: { env: { FILE_WORKSPACE_QUOTA_MB: '1' } },
  })
  let fake: FakeOpenAI
  let flow: TChatflow

  beforeAll(async () => {
    fake = await startFakeOpenAI()
    const api = runsClient(t.app, t.unik.id)
    const credential = await api.credential(t.owner, 'openAIApi', {
      openAIApiKey: 'sk',
      basePath: fake.baseUrl,
    })
    const flowData = recipeFlowData(
      {
        model: { type: 'chatOpenAI', at: [0, 0], credential },
        writer: { type: 'writeFile', at: [0, 1] },
        memory: { type: 'bufferMemory', at: [0, 2] },
        agent: { type: 'toolAgent', at: [1, 0] },
      },
      [
        ['model', 'agent.model'],
        ['memory', 'agent.memory'],
        ['writer', 'agent.tools'],
      ],
    )
    flow = await api.flow(t.owner, 'Writer', flowData, { isPublic: true })
  })
  afterAll(() => fake.close())

  it('writes until the quota, then refuses with a clear error and the disk stays under it', async () => {
    const chunk = 'x'.repeat(0.4 * MB)
    const writes = [1, 2, 3, 4].map((n) => ({
      toolCalls: [{ name: 'write_file', arguments: { file_path: `fill-${n}.txt`, text: chunk } }],
    }))
    fake.queue(...writes, { content: 'Done.' })
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/prediction/${flow.id}`,
      payload: { question: 'Fill the disk' },
    })
    expect(res.statusCode, res.body).toBe(200)
    const outputs = res
      .json<{ usedTools: Array<{ toolOutput: string }> }>()
      .usedTools.map((u) => u.toolOutput)
    expect(outputs.slice(0, 2)).toEqual(['File written to fill-1.txt', 'File written to fill-2.txt'])
    for (const refused of outputs.slice(2)) expect(refused).toMatch(/over the workspace quota of 1 MB/)
    expect(bytesUnder(join(t.config.dataDir, 'uniks', t.unik.id, 'files'))).toBeLessThanOrEqual(MB)
  })
})

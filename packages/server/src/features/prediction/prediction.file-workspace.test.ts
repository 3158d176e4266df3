import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import { getNodeDescriptor } from '@unikflow/nodes'
import type { TChatflow, TPredictionResponse, TUnik } from '@unikflow/graph'
import { createUnik } from '../../test/api-client'
import { predict, runsClient } from '../../test/prediction-setup'
import { unikFixture } from '../../test/unik-fixture'
import { buildRecipeFlow } from '../templates/template-recipe'

/** A Tool Agent with Read File and Write File, built from the catalogue as a template is. */
function fileAgentFlow(credential: string): string {
  const flowData = buildRecipeFlow(
    {
      id: 'files',
      name: 'Files',
      description: '',
      usecases: [],
      tags: [],
      type: 'Chatflow',
      framework: [],
      nodes: {
        model: { type: 'chatOpenAI', at: [0, 0] },
        read: { type: 'readFile', at: [0, 1] },
        write: { type: 'writeFile', at: [0, 2] },
        agent: { type: 'toolAgent', at: [1, 0] },
      },
      edges: [
        ['model', 'agent.model'],
        ['read', 'agent.tools'],
        ['write', 'agent.tools'],
      ],
    },
    getNodeDescriptor,
  )
  for (const node of flowData.nodes) if (node.data.name === 'chatOpenAI') node.data.credential = credential
  return JSON.stringify(flowData)
}

// Each unik's Read File / Write File reach only <DATA_DIR>/uniks/<unikId>/files: one unik never sees another's files.
describe('Read File / Write File through the prediction API: one workspace per unik', () => {
  const t = unikFixture('sqlite', { owner: 'files-owner@example.com', unik: 'Files A', users: {} })
  let fake: FakeOpenAI
  let other: TUnik
  let flowA: TChatflow
  let flowB: TChatflow

  beforeAll(async () => {
    fake = await startFakeOpenAI()
    other = await createUnik(t.app, t.owner, 'Files B')
    const make = async (unikId: string, name: string) => {
      const api = runsClient(t.app, unikId)
      const credential = await api.credential(t.owner, 'openAIApi', {
        openAIApiKey: 'sk',
        basePath: fake.baseUrl,
      })
      return api.flow(t.owner, name, fileAgentFlow(credential), { isPublic: true })
    }
    flowA = await make(t.unik.id, 'Files agent A')
    flowB = await make(other.id, 'Files agent B')
  })
  afterAll(() => fake.close())

  const toolOutputs = async (flow: TChatflow, calls: Array<{ name: string; arguments: object }>) => {
    fake.queue(...calls.map((c) => ({ toolCalls: [{ name: c.name, arguments: { ...c.arguments } }] })), {
      content: 'done',
    })
    const res = await predict(t.app, flow.id, { question: 'files' })
    expect(res.statusCode, res.body).toBe(200)
    return (res.json<TPredictionResponse>().usedTools ?? []).map((u) => u.toolOutput)
  }

  it("writes into the unik's own folder under DATA_DIR", async () => {
    const outputs = await toolOutputs(flowA, [
      { name: 'write_file', arguments: { file_path: 'notes/a.txt', text: 'only for A' } },
      { name: 'read_file', arguments: { file_path: 'notes/a.txt' } },
    ])
    expect(outputs).toEqual(['File written to notes/a.txt', 'only for A'])
    const file = join(t.config.dataDir, 'uniks', t.unik.id, 'files', 'notes', 'a.txt')
    expect(readFileSync(file, 'utf8')).toBe('only for A')
  })

  it("another unik's flow cannot read it, by name or by climbing out", async () => {
    const outputs = await toolOutputs(flowB, [
      { name: 'read_file', arguments: { file_path: 'notes/a.txt' } },
      { name: 'read_file', arguments: { file_path: `../../${t.unik.id}/files/notes/a.txt` } },
    ])
    expect(outputs[0]).toMatch(/ENOENT|no such file/)
    expect(outputs[1]).toContain('leaves the workspace')
    expect(outputs.join()).not.toContain('only for A')
    expect(existsSync(join(t.config.dataDir, 'uniks', other.id, 'files', 'notes'))).toBe(false)
  })
})

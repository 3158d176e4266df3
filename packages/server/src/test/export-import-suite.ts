import { beforeAll, expect } from 'vitest'
import { createNode, type TExportBundle, type TFlowData } from '@unikflow/graph'
import { getNodeDescriptor } from '@unikflow/nodes'
import type { DialectName } from '../db/database'
import { sampleFlow } from './flows'
import { runsClient } from './prediction-setup'
import { unikFixture } from './unik-fixture'

export const ALL = { chatflow: true, agentflow: true, tool: true, variable: true, assistant: true }

/** The sample chain, a Custom Tool node using `toolId`, a text file loader with a file, a credential and $vars. */
function flowWith(toolId: string, credential: string): string {
  const flow: TFlowData = sampleFlow()
  const add = (name: string, x: number) => {
    const descriptor = getNodeDescriptor(name)
    if (!descriptor) throw new Error(name)
    const node = createNode(descriptor, { x, y: 400 }, flow.nodes)
    flow.nodes.push(node)
    return node
  }
  add('customTool', 0).data.inputs.selectedTool = toolId
  add('textFile', 400).data.inputs.txtFile = 'data:text/plain;base64,c2VjcmV0;filename:notes.txt'
  for (const node of flow.nodes) {
    if (node.data.name === 'chatOpenAI') node.data.credential = credential
    if (node.data.name === 'promptTemplate') node.data.inputs.template = 'Say {{$vars.greeting}} about {text}'
  }
  return JSON.stringify(flow)
}

/** Two uniks with flows, tools, variables and credentials, and the export and import calls the groups of tests below share. */
export function exportImportSuite(dialect: DialectName) {
  // Filled in by the hooks below: read inside hooks and tests only.
  const fx = {} as { api: ReturnType<typeof runsClient> }
  const t = unikFixture(dialect, {
    owner: 'ei-owner@example.com',
    unik: 'Source',
    users: {
      member: { email: 'ei-member@example.com', role: 'member' },
      editor: { email: 'ei-editor@example.com', role: 'editor' },
    },
  })
  const url = (unikId: string, verb: 'export' | 'import') => `/api/v1/uniks/${unikId}/export-import/${verb}`
  const exportOf = async (unikId: string, flags: object = ALL) => {
    const res = await t.app.inject({
      method: 'POST',
      url: url(unikId, 'export'),
      headers: t.owner.auth,
      payload: flags,
    })
    expect(res.statusCode, res.body).toBe(200)
    return res.json<TExportBundle>()
  }
  const importInto = (unikId: string, file: object, who = t.owner) =>
    t.app.inject({ method: 'POST', url: url(unikId, 'import'), headers: who.auth, payload: file })

  beforeAll(async () => {
    fx.api = runsClient(t.app, t.unik.id)
    const credential = await fx.api.credential(t.owner, 'openAIApi', { openAIApiKey: 'sk-very-secret' })
    const tool = await fx.api.call(t.owner, 'POST', '/tools', {
      name: 'shout',
      description: 'Shouts',
      func: 'return $text.toUpperCase()',
    })
    const toolId = tool.json<{ id: string }>().id
    await fx.api.call(t.owner, 'POST', '/variables', { name: 'greeting', value: 'hello' })
    await fx.api.flow(t.owner, 'Support bot', flowWith(toolId, credential))
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/uniks/${t.unik.id}/chatflows`,
      headers: t.owner.auth,
      payload: { name: 'Planner', type: 'AGENTFLOW' },
    })
    const assistant = await t.app.inject({
      method: 'POST',
      url: `/api/v1/uniks/${t.unik.id}/assistants`,
      headers: t.owner.auth,
      payload: {
        details: JSON.stringify({
          name: 'Helper',
          instructions: 'Help.',
          chatModel: { name: 'chatOpenAI', credential, modelName: 'gpt-4o-mini' },
          tools: [{ kind: 'custom', toolId }],
        }),
      },
    })
    expect(assistant.statusCode, assistant.body).toBe(201)
  })
  return Object.assign(fx, { t, url, exportOf, importInto })
}

export type ExportImportSuite = ReturnType<typeof exportImportSuite>

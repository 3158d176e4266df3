import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import type { TChatflow } from '@unikflow/graph'
import { hashApiKey } from '../features/prediction/flow-access.repository'
import type { Database } from '../db/database'
import type { Session } from './api-client'
import { chatflowsClient } from './chatflows-client'
import { loadFlowiseFixtures } from './flows'

type JsonNode = {
  id: string
  data: Record<string, unknown> & { name: string; inputs: Record<string, unknown> }
}
type JsonFlow = { nodes: JsonNode[]; edges: unknown[] }

/** A shared Flowise fixture as flowData text, with a credential on the nodes named and inputs changed. */
export function fixtureFlowData(
  file: string,
  options: {
    credentialId: string
    credentialNodes: string[]
    inputs?: Record<string, Record<string, unknown>>
  },
): string {
  const fixture = loadFlowiseFixtures().find((f) => f.file === file)
  if (!fixture) throw new Error(`no fixture ${file}`)
  // The fixtures are Flowise exports: nodes with data.name/inputs, edges.
  const flow = structuredClone(fixture.json) as JsonFlow
  for (const node of flow.nodes) {
    if (options.credentialNodes.includes(node.data.name)) node.data.credential = options.credentialId
    Object.assign(node.data.inputs, options.inputs?.[node.id] ?? {})
  }
  return JSON.stringify({ nodes: flow.nodes, edges: flow.edges })
}

/** The conversation-chain fixture as flowData, its ChatOpenAI answered by the fake server at `fakeBaseUrl`. */
export async function fakeConversationFlowData(
  api: ReturnType<typeof runsClient>,
  owner: Session,
  fakeBaseUrl: string,
): Promise<string> {
  const credential = await api.credential(owner, 'openAIApi', { openAIApiKey: 'sk', basePath: fakeBaseUrl })
  return fixtureFlowData('conversation-chain.json', {
    credentialId: credential,
    credentialNodes: ['chatOpenAI'],
  })
}

/** Calls the unik-scoped run-related routes (credentials, flows, messages …) as one user. */
export function runsClient(app: FastifyInstance, unikId: string) {
  const flows = chatflowsClient(app, unikId)
  const base = `/api/v1/uniks/${unikId}`
  const call = (s: Session, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
    app.inject({ method, url: `${base}${path}`, headers: s.auth, ...(payload ? { payload } : {}) })
  const ok = (res: LightMyRequestResponse, status: number, what: string) => {
    if (res.statusCode !== status) throw new Error(`${what}: ${res.statusCode} ${res.body}`)
    return res
  }
  return {
    call,
    async credential(s: Session, credentialName: string, plainDataObj: object, name = credentialName) {
      const res = ok(
        await call(s, 'POST', '/credentials', { name, credentialName, plainDataObj }),
        201,
        'credential',
      )
      return res.json<{ id: string }>().id
    },
    async flow(s: Session, name: string, flowData: string, extra: object = {}): Promise<TChatflow> {
      const created = await flows.make(s, { name, flowData })
      if (Object.keys(extra).length === 0) return created
      const res = ok(
        await flows.update(s, created.id, { version: created.version, ...extra }),
        200,
        'flow update',
      )
      return res.json<TChatflow>()
    },
    async update(s: Session, flow: TChatflow, fields: object): Promise<TChatflow> {
      const current = (await flows.get(s, flow.id)).json<TChatflow>()
      const res = ok(
        await flows.update(s, flow.id, { version: current.version, ...fields }),
        200,
        'flow update',
      )
      return res.json<TChatflow>()
    },
  }
}

export function predict(
  app: FastifyInstance,
  flowId: string,
  payload: object,
  options: { internal?: Session; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/${options.internal ? 'internal-prediction' : 'prediction'}/${flowId}`,
    headers: { ...(options.internal?.auth ?? {}), ...(options.headers ?? {}) },
    payload,
  })
}

/** Stores a key directly and points the flow at it (tests of the flowApi policy, without the key routes). */
export async function assignApiKey(database: Database, flow: TChatflow, key: string): Promise<void> {
  const id = `key-${flow.id}`
  await database.db
    .insertInto('api_keys')
    .values({
      id,
      unik_id: flow.unikId,
      key_name: 'test',
      key_hash: hashApiKey(key),
      key_prefix: key.slice(0, 4),
      key_suffix: key.slice(-4),
      created_at: new Date().toISOString(),
    })
    .execute()
  // Keyed flows are never public (the update route refuses that); stored directly, keep that true.
  await database.db
    .updateTable('chat_flows')
    .set({ apikeyid: id, is_public: 0 })
    .where('id', '=', flow.id)
    .execute()
}

export interface SseFrame {
  event: string
  data: unknown
}

/** Reads a whole SSE body in Flowise's framing into its events. */
export function parseSse(text: string): SseFrame[] {
  return text
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const line = block.split('\n').find((l) => l.startsWith('data:'))
      if (!line) throw new Error(`frame without data: ${block}`)
      return JSON.parse(line.slice('data:'.length)) as SseFrame
    })
}

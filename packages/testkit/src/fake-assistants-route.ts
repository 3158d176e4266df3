import { refuse, send, type AssistantsRequest } from './fake-assistants-shared'

/** /v1/assistants: list, create, read, update and delete. */
export function assistantsRoute(r: AssistantsRequest): true {
  const { method, json, res, id } = r
  const { state, newId, checkResources } = r.store
  if (!id && method === 'GET')
    return send(res, 200, { object: 'list', data: [...state.assistants.values()], has_more: false })
  if (!id && method === 'POST') {
    if (typeof json.model !== 'string' || !json.model) return refuse(res, 400, 'model is required')
    const problem = checkResources(json)
    if (problem) return refuse(res, 400, problem)
    // OpenAI answers every assistant with its fields filled in (`tools: []` when none were given).
    const assistant = { tools: [], ...json, id: newId('asst'), object: 'assistant', created_at: 1 }
    state.assistants.set(assistant.id, assistant)
    return send(res, 200, assistant)
  }
  const found = id ? state.assistants.get(id) : undefined
  if (!id || !found) return refuse(res, 404, `No assistant found with id '${id ?? ''}'`)
  if (method === 'GET') return send(res, 200, found)
  if (method === 'DELETE') {
    state.assistants.delete(id)
    return send(res, 200, { id, object: 'assistant.deleted', deleted: true })
  }
  const problem = checkResources(json)
  if (problem) return refuse(res, 400, problem)
  const updated = { ...found, ...json, id }
  state.assistants.set(id, updated)
  return send(res, 200, updated)
}

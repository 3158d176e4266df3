import { multipart } from './fake-assistants-multipart'
import { refuse, send, strings, type AssistantsRequest } from './fake-assistants-shared'

/** /v1/files: upload (multipart, purpose assistants) and delete. */
export function filesRoute(r: AssistantsRequest): true {
  const { method, body, headers, res, id } = r
  const { state, newId } = r.store
  if (method === 'DELETE' && id)
    return state.files.delete(id)
      ? send(res, 200, { id, object: 'file', deleted: true })
      : refuse(res, 404, 'No such file')
  if (method !== 'POST' || id) return refuse(res, 404, 'Unknown files route')
  const parts = multipart(typeof body === 'string' ? body : '', String(headers['content-type'] ?? ''))
  const file = parts.get('file')
  if (parts.get('purpose')?.value !== 'assistants') return refuse(res, 400, "purpose must be 'assistants'")
  if (!file?.filename) return refuse(res, 400, 'A file is required')
  const saved = {
    id: newId('file'),
    filename: file.filename,
    bytes: file.value.length,
    purpose: 'assistants',
  }
  state.files.set(saved.id, saved)
  return send(res, 200, { object: 'file', ...saved })
}

/** /v1/vector_stores: create from uploaded files, and delete. */
export function vectorStoresRoute(r: AssistantsRequest): true {
  const { method, json, res, id } = r
  const { state, newId } = r.store
  if (method === 'DELETE' && id)
    return state.vectorStores.delete(id)
      ? send(res, 200, { id, object: 'vector_store.deleted', deleted: true })
      : refuse(res, 404, 'No such vector store')
  if (method !== 'POST' || id) return refuse(res, 404, 'Unknown vector_stores route')
  const fileIds = strings(json.file_ids)
  if (fileIds.some((f) => !state.files.has(f))) return refuse(res, 400, 'No such file in file_ids')
  const store = { id: newId('vs'), name: String(json.name ?? ''), file_ids: fileIds }
  state.vectorStores.set(store.id, store)
  const counts = {
    in_progress: 0,
    completed: fileIds.length,
    failed: 0,
    cancelled: 0,
    total: fileIds.length,
  }
  return send(res, 200, { object: 'vector_store', status: 'completed', file_counts: counts, ...store })
}

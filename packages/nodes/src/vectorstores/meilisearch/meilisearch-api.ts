import { setTimeout as sleep } from 'node:timers/promises'
import { isRecord } from '@unikflow/graph'
import type { DocumentInterface } from '@langchain/core/documents'
import type { TFetch } from '../../context'
import { NodeInputError } from '../../shared/read-inputs'
import { callJson, documentId } from '../remote-vector-store'

/** The embedder name Flowise's Meilisearch node gives its vectors (indexes it filled read the same). */
const EMBEDDER = 'ollama'
/** How long a write may wait for Meilisearch's task queue. */
const TASK_WAIT_MS = 60_000

type TOptions = { fetch: TFetch; host: string; indexUid: string; signal?: AbortSignal }

function client(o: TOptions, apiKey: string) {
  const base = o.host.replace(/\/+$/, '')
  const call = (method: string, path: string, body?: unknown) =>
    callJson(o.fetch, 'Meilisearch', `${base}${path}`, {
      method,
      headers: apiKey ? { authorization: `Bearer ${apiKey}` } : {},
      body,
      ...(o.signal ? { signal: o.signal } : {}),
    })
  /** Meilisearch queues every write as a task: waits for it, and says why it failed. */
  const task = async (answer: unknown): Promise<{ status: string; error?: unknown }> => {
    const uid = isRecord(answer) ? answer.taskUid : undefined
    if (typeof uid !== 'number') throw new NodeInputError('Meilisearch answered no task for a write')
    const until = Date.now() + TASK_WAIT_MS
    for (let wait = 20; Date.now() < until; wait = Math.min(wait * 2, 1000)) {
      const t = await call('GET', `/tasks/${uid}`)
      const status = isRecord(t) ? String(t.status) : ''
      if (status === 'succeeded' || status === 'failed' || status === 'canceled')
        return { status, error: isRecord(t) ? t.error : undefined }
      await sleep(wait, undefined, o.signal ? { signal: o.signal } : {})
    }
    throw new NodeInputError(`Meilisearch did not finish task ${uid} within a minute`)
  }
  return { call, task }
}

/**
 * Writes documents with their vectors to a Meilisearch index (REST, through the outbound guard, with the
 * admin key): drops the index first when asked, makes it if missing (primary key `objectID`), sets a
 * user-provided embedder of the vectors' dimension and `metadata` as filterable, then adds the documents,
 * waiting for each task.
 */
export async function meilisearchWrite(
  o: TOptions & { apiKey: string; deleteIndex: boolean },
  docs: readonly DocumentInterface[],
  vectors: readonly number[][],
): Promise<void> {
  const { call, task } = client(o, o.apiKey)
  const path = `/indexes/${encodeURIComponent(o.indexUid)}`
  if (o.deleteIndex) await task(await call('DELETE', path)) // A missing index fails its task: fine.
  const exists = await call('GET', path).then(
    () => true,
    (e: unknown) => {
      if (e instanceof NodeInputError && / answered 404/.test(e.message)) return false
      throw e
    },
  )
  const must = async (what: string, answer: unknown) => {
    const t = await task(answer)
    if (t.status !== 'succeeded')
      throw new NodeInputError(`Meilisearch could not ${what}: ${JSON.stringify(t.error)}`)
  }
  if (!exists)
    await must('make the index', await call('POST', '/indexes', { uid: o.indexUid, primaryKey: 'objectID' }))
  await must(
    'set the embedder',
    await call('PATCH', `${path}/settings`, {
      filterableAttributes: ['metadata'],
      embedders: { [EMBEDDER]: { source: 'userProvided', dimensions: vectors[0]?.length ?? 0 } },
    }),
  )
  const rows = docs.map((doc, i) => ({
    objectID: documentId(doc),
    pageContent: doc.pageContent,
    metadata: doc.metadata,
    _vectors: { [EMBEDDER]: { embeddings: vectors[i], regenerate: false } },
  }))
  for (let i = 0; i < rows.length; i += 500)
    await must('add the documents', await call('POST', `${path}/documents`, rows.slice(i, i + 500)))
}

/** A hybrid search (keywords and the query's vector, weighted by `semanticRatio`) with the search key. */
export async function meilisearchSearch(
  o: TOptions & { apiKey: string; k: number; semanticRatio: number; filter?: string },
  query: string,
  vector: number[],
): Promise<{ pageContent: string; metadata: Record<string, unknown> }[]> {
  const { call } = client(o, o.apiKey)
  const answer = await call('POST', `/indexes/${encodeURIComponent(o.indexUid)}/search`, {
    q: query,
    vector,
    limit: o.k,
    hybrid: { semanticRatio: o.semanticRatio, embedder: EMBEDDER },
    ...(o.filter ? { filter: o.filter } : {}),
  })
  const hits = isRecord(answer) && Array.isArray(answer.hits) ? answer.hits.filter(isRecord) : []
  return hits.map((h) => ({
    pageContent: typeof h.pageContent === 'string' ? h.pageContent : '',
    metadata: { objectID: h.objectID, ...(isRecord(h.metadata) ? h.metadata : {}) },
  }))
}

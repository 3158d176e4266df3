import type { ChildProcess } from 'node:child_process'
import type { TNodeContext } from '../../context'
import { readFileWorkspace, resolveWorkspaceFile } from '../../shared/file-workspace'
import { NodeInputError } from '../../shared/read-inputs'
import { forkEntry } from '../../shared/start-worker'
import { asRows, type TRow, type TSqlDatabase } from './sql-database'
import type { TSqliteReply, TSqliteRequest } from './sqlite-messages'

/** Rows a query may answer (the model reads a few thousand characters of them anyway). */
const MAX_ROWS = 1000
/** The child holds one query's rows at most; past this it dies instead of swelling. */
const CHILD_HEAP_MB = 256
/** Starting Node and opening the file is not the query: a loaded machine may take seconds for it. */
const START_MS = 30_000

type TAsk = (request: DistributiveOmit<TSqliteRequest, 'id'>, timeoutMs?: number) => Promise<unknown>
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never

/**
 * Requests to the child process, each bounded by `timeoutMs`: past it (or when the run is aborted) the
 * child is killed — SQLite's native code cannot be interrupted any other way — and every later request fails.
 */
function childConnection(child: ChildProcess, timeoutMs: number, signal: AbortSignal): TAsk {
  let next = 0
  let ended: string | undefined
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>()
  const end = (reason: string) => {
    ended ??= reason
    child.kill('SIGKILL')
    for (const waiting of pending.values()) waiting.reject(new Error(ended))
    pending.clear()
  }
  child.on('message', (message: unknown) => {
    if (typeof message !== 'object' || message === null || !('id' in message)) return
    const reply = message as TSqliteReply // the child's own replies (sqlite-child.ts)
    const waiting = pending.get(reply.id)
    pending.delete(reply.id)
    if (reply.ok) waiting?.resolve(reply.value)
    else waiting?.reject(new Error(reply.error))
  })
  child.on('exit', () => end('The SQLite query process stopped'))
  signal.addEventListener('abort', () => end('The run was stopped'), { once: true })
  return (request, limitMs = timeoutMs) =>
    new Promise((resolve, reject) => {
      if (ended) return reject(new Error(ended))
      const id = ++next
      const timer = setTimeout(
        () => end(`The query ran longer than ${limitMs} ms and was stopped (SQL_QUERY_TIMEOUT_MS)`),
        limitMs,
      )
      const settle = () => clearTimeout(timer)
      pending.set(id, {
        resolve: (v) => (settle(), resolve(v)),
        reject: (e) => (settle(), reject(e)),
      })
      child.send({ ...request, id })
    })
}

/**
 * SQLite from a file of the unik's file workspace (never another file of the server), in a child process:
 * opened read-only and `query_only` unless writes are allowed, each request bounded by the timeout.
 */
export async function openSqlite(
  ctx: TNodeContext,
  file: string,
  options: { allowWrites: boolean; timeoutMs: number },
): Promise<TSqlDatabase> {
  const workspace = { ...readFileWorkspace(ctx), extensions: [], maxBytes: 0 }
  const path = await resolveWorkspaceFile(workspace, file)
  const child = forkEntry(import.meta.url, 'sqlite-child', { maxHeapMb: CHILD_HEAP_MB })
  const ask = childConnection(child, options.timeoutMs, ctx.signal)
  let tables: string[]
  try {
    const listed = await ask({ op: 'open', path, allowWrites: options.allowWrites }, START_MS)
    tables = Array.isArray(listed) ? listed.map(String) : []
  } catch (e) {
    child.kill('SIGKILL')
    throw new NodeInputError(
      `Cannot open the SQLite database "${file}": ${e instanceof Error ? e.message : e}`,
    )
  }
  return {
    dialect: 'sqlite',
    tables,
    async columnsOf(table) {
      return String(await ask({ op: 'columns', table }))
    },
    async sampleRows(table, limit): Promise<TRow[]> {
      return asRows(await ask({ op: 'sample', table, limit }))
    },
    async query(sql): Promise<TRow[]> {
      return asRows(await ask({ op: 'query', sql, maxRows: MAX_ROWS }))
    },
    async close() {
      child.kill('SIGKILL')
    },
  }
}

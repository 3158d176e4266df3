import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { isRecord } from '@unikflow/graph'
import type { DocumentInterface } from '@langchain/core/documents'
import { lazyImport } from '../../shared/lazy-import'
import type { RemoteVectorApi } from '../remote-vector-store'

const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))

/** The file the store keeps in its folder, named as LlamaIndex's SimpleVectorStore names its own. */
export const STORE_FILE = 'vector_store.json'

type TEntry = { id: string; text: string; metadata: Record<string, unknown>; embedding: number[] }

function cosine(a: readonly number[], b: readonly number[]): number {
  let dot = 0
  let na = 0
  let nb = 0
  a.forEach((x, i) => {
    const y = b[i] ?? 0
    dot += x * y
    na += x * x
    nb += y * y
  })
  return na && nb ? dot / Math.sqrt(na * nb) : 0
}

async function readEntries(dir: string): Promise<TEntry[]> {
  let text: string
  try {
    text = await readFile(join(dir, STORE_FILE), 'utf8')
  } catch {
    return []
  }
  const data: unknown = JSON.parse(text)
  const list = isRecord(data) && Array.isArray(data.entries) ? data.entries.filter(isRecord) : []
  return list.map((e) => ({
    id: String(e.id),
    text: typeof e.text === 'string' ? e.text : '',
    metadata: isRecord(e.metadata) ? e.metadata : {},
    embedding: Array.isArray(e.embedding) ? e.embedding.map(Number) : [],
  }))
}

/**
 * A vector store in one JSON file of a folder on the server (documents, metadata and vectors), searched by
 * cosine in memory. A write merges by document id and replaces the file whole (written aside, then renamed).
 */
export function simpleStoreFile(dir: string): RemoteVectorApi {
  return {
    kind: 'simple',
    async add(rows) {
      const entries = new Map((await readEntries(dir)).map((e) => [e.id, e]))
      for (const r of rows)
        entries.set(r.id, {
          id: r.id,
          text: r.doc.pageContent,
          metadata: r.doc.metadata,
          embedding: r.vector,
        })
      await mkdir(dir, { recursive: true })
      const file = join(dir, STORE_FILE)
      await writeFile(`${file}.tmp`, JSON.stringify({ entries: [...entries.values()] }))
      await rename(`${file}.tmp`, file)
    },
    async search(vector, k) {
      const { Document } = await langchainCoreDocuments()
      return (await readEntries(dir))
        .map((e) => ({ e, score: cosine(vector, e.embedding) }))
        .sort((a, b) => b.score - a.score)
        .slice(0, k)
        .map(({ e, score }): { doc: DocumentInterface; score: number } => ({
          doc: new Document({ pageContent: e.text, metadata: e.metadata }),
          score,
        }))
    },
  }
}

import { randomUUID } from 'node:crypto'
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { DocumentInterface } from '@langchain/core/documents'
import type { EmbeddingsInterface } from '@langchain/core/embeddings'
import type { VectorStore as TVectorStore } from '@langchain/core/vectorstores'
import { FaissFormatError, FlatIndex } from './faiss-flat-index'
import { lazyImport } from '../../shared/lazy-import'
import { isRecord } from '@unikflow/graph'

const langchainCoreVectorstores = lazyImport(() => import('@langchain/core/vectorstores'))
const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))

export const INDEX_FILE = 'faiss.index'
export const DOCSTORE_FILE = 'docstore.json'

type TStoredDoc = { pageContent: string; metadata: Record<string, unknown>; id?: string }

/** A Faiss folder's content: the index, documents by id, and which id each index position holds. */
export type TFaissFolder = {
  readonly index: FlatIndex | undefined
  readonly docs: Map<string, TStoredDoc>
  readonly mapping: Record<number, string>
}

/**
 * LangChain's FaissStore `docstore.json`: `[[[id, {pageContent, metadata}], …], {"0": id, …}]` — the
 * docstore's entries, then the index position → id mapping.
 */
export function parseDocstore(text: string): Pick<TFaissFolder, 'docs' | 'mapping'> {
  const parsed: unknown = JSON.parse(text)
  if (!Array.isArray(parsed) || parsed.length < 2 || !Array.isArray(parsed[0]) || !isRecord(parsed[1]))
    throw new FaissFormatError('docstore.json is not a LangChain FaissStore docstore ([entries, mapping])')
  const docs = new Map<string, TStoredDoc>()
  for (const entry of parsed[0]) {
    if (!Array.isArray(entry) || typeof entry[0] !== 'string' || !isRecord(entry[1])) continue
    const { pageContent, metadata } = entry[1]
    docs.set(entry[0], {
      pageContent: typeof pageContent === 'string' ? pageContent : '',
      metadata: isRecord(metadata) ? metadata : {},
    })
  }
  const mapping: Record<number, string> = {}
  for (const [k, v] of Object.entries(parsed[1])) if (typeof v === 'string') mapping[Number(k)] = v
  return { docs, mapping }
}

export function serializeDocstore(folder: Pick<TFaissFolder, 'docs' | 'mapping'>): string {
  return JSON.stringify([Array.from(folder.docs.entries()), folder.mapping])
}

/** Folders read lately, while their files stay as they were: a chat does not parse the index each question. */
const recent = new Map<string, { stamp: string; folder: Promise<TFaissFolder> }>()
const RECENT_FOLDERS = 16

async function stampOf(dir: string): Promise<string> {
  const [index, docstore] = await Promise.all([stat(join(dir, INDEX_FILE)), stat(join(dir, DOCSTORE_FILE))])
  return [index, docstore].map((s) => `${s.ino}:${s.mtimeMs}:${s.size}`).join('|')
}

async function readFolderFiles(dir: string): Promise<TFaissFolder> {
  const [indexBytes, docstoreText] = await Promise.all([
    readFile(join(dir, INDEX_FILE)),
    readFile(join(dir, DOCSTORE_FILE), 'utf8'),
  ])
  return { index: FlatIndex.fromBuffer(indexBytes), ...parseDocstore(docstoreText) }
}

/** A folder's index and docstore; shared read-only (stores built on it copy before adding). */
export async function readFaissFolder(dir: string): Promise<TFaissFolder> {
  const stamp = await stampOf(dir)
  const known = recent.get(dir)
  if (known?.stamp === stamp) return known.folder
  const folder = readFolderFiles(dir)
  recent.delete(dir)
  recent.set(dir, { stamp, folder })
  folder.catch(() => recent.delete(dir))
  for (const key of recent.keys()) {
    if (recent.size <= RECENT_FOLDERS) break
    recent.delete(key)
  }
  return folder
}

/** Writes both files beside their final names first, then renames them, so a reader never sees half a file. */
export async function writeFaissFolder(dir: string, folder: TFaissFolder): Promise<void> {
  if (!folder.index) throw new FaissFormatError('Nothing to save: the Faiss index is empty')
  await mkdir(dir, { recursive: true })
  const tmp = `.${randomUUID()}.tmp`
  await Promise.all([
    writeFile(join(dir, INDEX_FILE + tmp), folder.index.toBuffer()),
    writeFile(join(dir, DOCSTORE_FILE + tmp), serializeDocstore(folder)),
  ])
  await rename(join(dir, INDEX_FILE + tmp), join(dir, INDEX_FILE))
  await rename(join(dir, DOCSTORE_FILE + tmp), join(dir, DOCSTORE_FILE))
}

export type TFaissStore = TVectorStore & { save(dir: string): Promise<void>; readonly folder: TFaissFolder }

/**
 * A LangChain VectorStore over a flat Faiss index and FaissStore's docstore, searching like FaissStore
 * (squared L2 distance as the score, k capped at the number of vectors).
 */
export async function createFaissStore(
  embeddings: EmbeddingsInterface,
  start?: TFaissFolder,
): Promise<TFaissStore> {
  const { VectorStore } = await langchainCoreVectorstores()
  const { Document } = await langchainCoreDocuments()
  class FaissFolderStore extends VectorStore {
    folder: TFaissFolder = start ?? { index: undefined, docs: new Map(), mapping: {} }
    _vectorstoreType(): string {
      return 'faiss'
    }
    async addVectors(vectors: number[][], documents: DocumentInterface[]): Promise<string[]> {
      const first = vectors[0]
      if (!first) return []
      const before = this.folder.index ?? new FlatIndex(first.length)
      // The folder may be shared with other runs (readFaissFolder): adding builds new parts.
      const docs = new Map(this.folder.docs)
      const mapping = { ...this.folder.mapping }
      const ids = documents.map(() => randomUUID())
      ids.forEach((id, i) => {
        const doc = documents[i]
        mapping[before.ntotal + i] = id
        docs.set(id, { pageContent: doc?.pageContent ?? '', metadata: { ...doc?.metadata } })
      })
      this.folder = { index: before.withAdded(vectors), docs, mapping }
      return ids
    }
    async addDocuments(documents: DocumentInterface[]): Promise<string[]> {
      return this.addVectors(
        await this.embeddings.embedDocuments(documents.map((d) => d.pageContent)),
        documents,
      )
    }
    async similaritySearchVectorWithScore(
      query: number[],
      k: number,
    ): Promise<[DocumentInterface, number][]> {
      const { index, docs, mapping } = this.folder
      if (!index) return []
      const found = await index.search(query, k)
      return found.labels.flatMap((label, i): [DocumentInterface, number][] => {
        const id = mapping[label]
        const doc = id === undefined ? undefined : docs.get(id)
        if (!doc) return []
        const copy = new Document({ pageContent: doc.pageContent, metadata: { ...doc.metadata } })
        return [[copy, found.distances[i] ?? 0]]
      })
    }
    async save(dir: string): Promise<void> {
      await writeFaissFolder(dir, this.folder)
    }
  }
  return new FaissFolderStore(embeddings, {})
}

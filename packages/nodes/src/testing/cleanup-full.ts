import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Document } from '@langchain/core/documents'
import type { TNodeHarness } from '@unikflow/engine/testing'
import { readUpserted } from '../shared/upsert-counts'
import { isSearchable } from './vector-doubles'

type TStoreCase = {
  /** The vector store node and its inputs (besides embeddings, document and record manager). */
  name: string
  inputs: Record<string, unknown>
  /** A credential id or its fields. */
  credential?: string | Record<string, string>
  /** Credentials by id the store's credential points at. */
  credentials?: Record<string, Record<string, string>>
}

const PETS = ['Cats sleep a lot.', 'Dogs love walks.']

/**
 * Upserts two documents into the store with an SQLite Record Manager whose Cleanup is Full, then
 * only the first: answers both upserts' counts and the texts the store then finds (what the
 * second upsert deleted is gone from the store itself, not only from the records).
 */
export async function upsertTwiceWithFullCleanup(harness: TNodeHarness, store: TStoreCase) {
  const unikFilesDir = mkdtempSync(join(tmpdir(), 'cleanup-full-'))
  try {
    const services = {
      ...harness.services({
        allowPrivateHosts: ['127.0.0.1'],
        ...(store.credentials ? { credentials: store.credentials } : {}),
      }),
      unikFilesDir,
    }
    const upsert = async (texts: string[]) => {
      const embeddings = await harness.supply('localHashEmbeddings', { inputs: { dimensions: 32 } })
      const recordManager = await harness.supply('SQLiteRecordManager', {
        inputs: { databaseFilePath: 'records.sqlite', namespace: store.name, cleanup: 'full' },
        services,
      })
      const document = texts.map((t, i) => new Document({ pageContent: t, metadata: { source: `s${i}` } }))
      return harness.supply(store.name, {
        ...(store.credential ? { credential: store.credential } : {}),
        inputs: { ...store.inputs, embeddings, document, recordManager },
        output: 'vectorStore',
        services,
      })
    }
    const first = readUpserted(await upsert(PETS))
    const after = await upsert(PETS.slice(0, 1))
    if (!isSearchable(after)) throw new Error(`${store.name} supplied no vector store`)
    const found = (await after.similaritySearch('Dogs love walks.', 5)).map((d) => d.pageContent)
    return { first, second: readUpserted(after), found }
  } finally {
    rmSync(unikFilesDir, { recursive: true, force: true })
  }
}

/** The counts and texts a store that deletes ends with (see upsertTwiceWithFullCleanup). */
export const DELETED_BY_CLEANUP = {
  first: { numAdded: 2, numDeleted: 0 },
  second: { numAdded: 0, numSkipped: 1, numDeleted: 1 },
  found: [PETS[0]],
}

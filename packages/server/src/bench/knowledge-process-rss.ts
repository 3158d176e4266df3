// The RSS growth while a document store processes one stored 50 MB text file, the way the server
// does it: the file stored in parts in a temporary SQLite database, `processLoader` (Text File + Recursive
// Character Text Splitter) reading it a part at a time and writing its chunks batch by batch. The file is
// stored by a child process (this file run as a script), so the measuring process never held it.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { pino } from 'pino'
import { loadConfig } from '../config'
import { createDatabase } from '../db/database'
import { migrateToLatest } from '../db/migrate'
import { nowIso } from '../db/schema'
import { insertFile } from '../features/document-stores/document-file-parts.repository'
import { DocumentJobs } from '../features/document-stores/document-jobs'
import { insertLoader } from '../features/document-stores/document-loaders.repository'
import { processLoader } from '../features/document-stores/document-loaders.service'
import { insertStore } from '../features/document-stores/document-stores.repository'
import { getStore } from '../features/document-stores/document-stores.service'
import { Keyring } from '../features/secrets/keyring'
import { page } from './bench-pages'
import { generateSecretKey } from '../features/secrets/key-strength'

const configOf = (dataDir: string) =>
  loadConfig({
    DATA_DIR: dataDir,
    UNIKFLOW_SECRET_KEY: generateSecretKey(),
    LOG_LEVEL: 'silent',
  })

/** The text file: pages joined by blank lines, cut at `bytes`, made as it is stored. */
function* textOf(bytes: number): Generator<Buffer> {
  let left = bytes
  for (let n = 0; left > 0; n++) {
    const piece = Buffer.from(`${n > 0 ? '\n\n' : ''}${page(n)}`).subarray(0, left)
    left -= piece.length
    yield piece
  }
}

/** The child's part: a database with a store, a small loader and one of `bytes`; prints their ids. */
async function storeFiles(dataDir: string, bytes: number): Promise<void> {
  const database = await createDatabase({ databaseUrl: undefined, sqlitePath: configOf(dataDir).sqlitePath })
  try {
    await migrateToLatest(database)
    const { db } = database
    await db
      .insertInto('uniks')
      .values({ id: 'bench', name: 'Bench', description: '', created_at: nowIso(), updated_at: nowIso() })
      .execute()
    const storeId = await insertStore(db, 'bench', { name: 'Bench', description: '' })
    const loaderOf = async (size: number) => {
      const loaderId = await insertLoader(db, 'bench', storeId, {
        loader_name: 'textFile',
        loader_config: '{}',
        splitter_name: 'recursiveCharacterTextSplitter',
        splitter_config: JSON.stringify({ chunkSize: 1000, chunkOverlap: 200 }),
      })
      await insertFile(db, 'bench', loaderId, { name: 'big.txt', mime: 'text/plain' }, textOf(size))
      return loaderId
    }
    const ids = { storeId, warm: await loaderOf(20_000), big: await loaderOf(bytes) }
    process.stdout.write(`${JSON.stringify(ids)}\n`)
  } finally {
    await database.destroy()
  }
}

/** Processes a stored file of `bytes` and answers the RSS growth in MB and the chunks made. */
export async function processRssGrowth(bytes: number): Promise<{ growthMb: number; chunks: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'unikflow-bench-'))
  try {
    const out = execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--conditions=@unikflow/source',
        fileURLToPath(import.meta.url),
        dataDir,
        String(bytes),
      ],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
    )
    const ids: { storeId: string; warm: string; big: string } = JSON.parse(
      out.trim().split('\n').at(-1) ?? '{}',
    )
    const config = configOf(dataDir)
    const database = await createDatabase({ databaseUrl: undefined, sqlitePath: config.sqlitePath })
    try {
      const { db } = database
      const deps = { db, keyring: Keyring.fromSecretKeys(config.secretKeys), config }
      const scope = { unikId: 'bench', log: pino({ level: 'silent' }) }
      const jobs = new DocumentJobs()
      const run = async (loaderId: string) => {
        await processLoader(deps, scope, { storeId: ids.storeId, loaderId }, jobs)
        await jobs.settled(loaderId)
        const loader = (await getStore(db, 'bench', ids.storeId)).loaders.find((l) => l.id === loaderId)
        if (loader?.status !== 'SYNC') throw new Error(`processing failed: ${loader?.error}`)
        return loader.totalChunks
      }
      // Warm-up (modules loaded, statements prepared), then the big file.
      await run(ids.warm)
      globalThis.gc?.()
      const before = process.memoryUsage().rss
      let peak = before
      const timer = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss)
      }, 20)
      const chunks = await run(ids.big)
      clearInterval(timer)
      peak = Math.max(peak, process.memoryUsage().rss)
      return { growthMb: (peak - before) / 1024 / 1024, chunks }
    } finally {
      await database.destroy()
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [dataDir = '', bytes = '0'] = process.argv.slice(2)
  await storeFiles(dataDir, Number(bytes))
}

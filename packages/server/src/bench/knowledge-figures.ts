// Run by tests/bench/knowledge-bench.ts (`npm run bench`): prints the knowledge figures as one JSON line.
// The knowledge figures: the RSS while a document store processes a stored 50 MB file, chunking text as a document store does
// (each file through the engine: Text File + Recursive Character Text Splitter), an upsert of 10,000 chunks
// with embeddings from the fake OpenAI server into sqlite-vec (record-manager plan included), and a top-5
// query over 100,000 stored 384-dimension vectors with its recall against exact search.
import Database from 'better-sqlite3'
import { buildFlow, createInMemoryChatStore, runFlow, silentLogger } from '@unikflow/engine'
import { nodeLibrary } from '@unikflow/nodes'
import { exactTopK, startFakeOpenAI, topicVector } from '@unikflow/testkit'
import { planUpsert } from '../features/document-stores/record-plan'
import { createSqliteVecIndex } from '../features/document-stores/vectors/sqlite-vec-index'
import { page } from './bench-pages'
import { processRssGrowth } from './knowledge-process-rss'

type Figure = { figure: string; value: number; unit: string; target: number; higherIsBetter?: boolean }
const figures: Figure[] = []
const table = {
  add(
    figure: string,
    value: number,
    unit: string,
    target: number,
    options: { higherIsBetter?: boolean } = {},
  ) {
    figures.push({ figure, value, unit, target, ...options })
  },
}

const services = {
  nodes: nodeLibrary,
  getCredential: async () => ({}),
  getVariables: async () => [],
  memoryStore: createInMemoryChatStore(),
  getTool: async () => undefined,
  logger: silentLogger,
}

/** Chunks of one text file, as `loadChunks` runs them (a two-node flow ending at the loader). */
async function chunkFile(name: string, text: string): Promise<number> {
  return chunkDataUrl(`data:text/plain;base64,${Buffer.from(text).toString('base64')},filename:${name}`)
}

async function chunkDataUrl(data: string): Promise<number> {
  const result = await runFlow({
    flowData: buildFlow([
      {
        id: 'splitter',
        name: 'recursiveCharacterTextSplitter',
        inputs: { chunkSize: 1000, chunkOverlap: 200 },
      },
      {
        id: 'loader',
        name: 'textFile',
        output: 'document',
        inputs: { txtFile: data, textSplitter: '{{splitter.data.instance}}' },
      },
    ]),
    question: '',
    chatId: 'bench',
    flowId: 'bench',
    stopNodeId: 'loader',
    services,
  })
  return Array.isArray(result.instance) ? result.instance.length : 0
}

async function main(): Promise<void> {
  // 1. RSS while a stored 50 MB file is processed by a document store, first, on a fresh heap (later steps
  // leave V8 pages that new objects would reuse unseen): read from the database a part at a time, its
  // chunks written batch by batch.
  {
    const { growthMb, chunks } = await processRssGrowth(50 * 1024 * 1024)
    table.add(`RSS growth while a stored 50 MB text file is processed (${chunks} chunks)`, growthMb, 'MB', 60)
  }

  // 2. 1,000 pages (100 files of 10 pages) into chunks.
  const files = Array.from({ length: 100 }, (_, f) =>
    Array.from({ length: 10 }, (_, p) => page(f * 10 + p)).join('\n\n'),
  )
  const bytes = files.reduce((n, t) => n + Buffer.byteLength(t), 0)
  await chunkFile('warm.txt', page(0))
  let chunks = 0
  const t0 = performance.now()
  for (const [i, text] of files.entries()) chunks += await chunkFile(`f${i}.txt`, text)
  const minutes = (performance.now() - t0) / 60_000
  table.add(
    `chunking 1,000 pages (${(bytes / 1e6).toFixed(1)} MB, ${chunks} chunks)`,
    bytes / 1e6 / minutes,
    'MB/min',
    20,
    {
      higherIsBetter: true,
    },
  )

  // 3. Upsert 10,000 chunks: plan (record keys), embed with the fake OpenAI server, write to sqlite-vec.
  const fake = await startFakeOpenAI()
  try {
    const embedDocuments = async (texts: string[]): Promise<number[][]> => {
      const out: number[][] = []
      for (let i = 0; i < texts.length; i += 512) {
        const res = await fetch(`${fake.baseUrl}/embeddings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: 'Bearer sk-bench' },
          body: JSON.stringify({ model: 'text-embedding-3-small', input: texts.slice(i, i + 512) }),
        })
        const body: unknown = await res.json()
        const data =
          typeof body === 'object' && body !== null && 'data' in body && Array.isArray(body.data)
            ? body.data
            : []
        for (const d of data)
          out.push(
            typeof d === 'object' && d !== null && 'embedding' in d && Array.isArray(d.embedding)
              ? d.embedding.map(Number)
              : [],
          )
      }
      return out
    }
    const db = new Database(':memory:')
    const index = await createSqliteVecIndex(db)
    const docs = Array.from({ length: 10_000 }, (_, i) => ({
      loaderId: 'L1',
      pageContent: `${page(i % 1000).slice(0, 900)} #${i}`,
      metadata: { source: `f${i % 100}.txt`, chunk: i },
    }))
    const t1 = performance.now()
    const plan = planUpsert(docs, new Set(), 'full')
    const vectors = await embedDocuments(plan.toWrite.map((w) => w.chunk.pageContent))
    await index.upsert(
      'bench',
      plan.toWrite.map((w, i) => ({
        id: w.key,
        content: w.chunk.pageContent,
        metadata: w.chunk.metadata,
        embedding: vectors[i] ?? [],
      })),
    )
    table.add('upsert 10,000 chunks (fake embeddings, sqlite-vec)', (performance.now() - t1) / 1000, 's', 10)
    db.close()
  } finally {
    await fake.close()
  }

  // 4. Top-5 query over 100,000 stored 384-dimension vectors shaped like embeddings (topics + noise), and
  // how many of the exact top 5 (brute force here) the index returns.
  {
    const db = new Database(':memory:')
    const index = await createSqliteVecIndex(db)
    const vectors = Array.from({ length: 100_000 }, (_, i) => topicVector(384, i))
    for (let start = 0; start < vectors.length; start += 5_000)
      await index.upsert(
        'bench',
        vectors.slice(start, start + 5_000).map((embedding, i) => ({
          id: `v${start + i}`,
          content: `chunk ${start + i}`,
          metadata: {},
          embedding,
        })),
      )
    const queries = Array.from({ length: 30 }, (_, q) => topicVector(384, 1_000_000 + q))
    await index.query('bench', queries[0] ?? [], 5)
    const times: number[] = []
    let found = 0
    for (const query of queries) {
      const t = performance.now()
      const hits = await index.query('bench', query, 5)
      times.push(performance.now() - t)
      const exact = new Set(exactTopK(vectors, query, 5).map((i) => `v${i}`))
      found += hits.filter((h) => exact.has(h.id)).length
    }
    times.sort((a, b) => a - b)
    table.add('top-5 query over 100,000 384-dim vectors (sqlite-vec, p50 of 30)', times[15] ?? 0, 'ms', 30)
    table.add('recall of that top 5 against exact search', (100 * found) / (queries.length * 5), '%', 90, {
      higherIsBetter: true,
    })
    db.close()
  }
}

await main()
console.log(JSON.stringify(figures))

import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runFlow } from '@unikflow/engine'
import { buildFlow, useNodeHarness } from '@unikflow/engine/testing'
import { readUpserted } from '../../shared/upsert-counts'
import { indexModelOf } from '../../shared/vector-index'
import { THREE_DOCS } from '../../testing/three-docs-store'
import { SHIPPING } from '../../testing/store-roundtrip'
import { isSearchable } from '../../testing/vector-doubles'
import { STORE_FILE } from './simple-store-file'

const harness = useNodeHarness()
const unikDir = mkdtempSync(join(tmpdir(), 'unikflow-simplestore-'))

async function simpleStore(inputs: Record<string, unknown>, output: string, withDocs: boolean) {
  const loaders = withDocs
    ? THREE_DOCS.map((d, i) => ({
        id: `t${i}`,
        name: 'plainText',
        output: 'document',
        inputs: { text: d.text, metadata: JSON.stringify(d.metadata) },
      }))
    : []
  const result = await runFlow({
    chatId: 'c',
    flowId: 'f',
    flowData: buildFlow([
      ...loaders,
      { id: 'e', name: 'localHashEmbeddings', inputs: { dimensions: 32 } },
      {
        id: 'm',
        name: 'chatOpenAI_LlamaIndex',
        credential: 'cred-openai',
        inputs: { modelName: 'gpt-4o-mini' },
      },
      {
        id: 'v',
        name: 'simpleStoreLlamaIndex',
        output,
        inputs: {
          ...inputs,
          ...(withDocs ? { document: loaders.map((l) => `{{${l.id}.data.instance}}`) } : {}),
          embeddings: '{{e.data.instance}}',
          model: '{{m.data.instance}}',
        },
      },
    ]),
    question: '',
    stopNodeId: 'v',
    services: { ...harness.services(), unikFilesDir: unikDir },
  })
  return result.instance
}

describe('SimpleStore (a vector file in the unik’s folder)', () => {
  it('writes the documents with their vectors to Base Path and finds the nearest', async () => {
    const store = await simpleStore({ basePath: 'faq' }, 'vectorStore', true)
    if (!isSearchable(store)) throw new Error('no vector store')
    expect(readUpserted(store)?.numAdded).toBe(3)
    const file = JSON.parse(readFileSync(join(unikDir, 'simplestore', 'faq', STORE_FILE), 'utf8'))
    expect(file.entries).toHaveLength(3)
    expect(file.entries[1]).toMatchObject({ text: SHIPPING, metadata: { topic: 'shipping' } })
    const [hit] = await store.similaritySearchWithScore(SHIPPING, 1)
    expect(hit?.[0]).toEqual({ pageContent: SHIPPING, metadata: { topic: 'shipping', lang: 'en' } })
    expect(hit?.[1]).toBeCloseTo(1, 5)
    // The same documents again replace their entries.
    await simpleStore({ basePath: 'faq' }, 'vectorStore', true)
    expect(
      JSON.parse(readFileSync(join(unikDir, 'simplestore', 'faq', STORE_FILE), 'utf8')).entries,
    ).toHaveLength(3)
  })

  it('a later run’s retriever reads the file, carrying the chat model for the query engine', async () => {
    const retriever = await simpleStore({ basePath: 'faq', topK: 2 }, 'retriever', false)
    if (typeof retriever !== 'object' || retriever === null || !('invoke' in retriever))
      throw new Error('no retriever')
    expect(indexModelOf(retriever)).toBeDefined()
    const invoke = retriever.invoke
    if (typeof invoke !== 'function') throw new Error('no invoke')
    const docs: unknown = await invoke.call(retriever, SHIPPING)
    expect(Array.isArray(docs) ? docs.map((d) => d.pageContent) : []).toEqual([SHIPPING, expect.any(String)])
  })

  it('empty Base Path is the node’s own folder; a path out of the folder is refused', async () => {
    await simpleStore({}, 'vectorStore', true)
    expect(existsSync(join(unikDir, 'simplestore', 'f', 'v', STORE_FILE))).toBe(true)
    await expect(simpleStore({ basePath: '../escape' }, 'vectorStore', true)).rejects.toThrow(
      /leaves its folder with "\.\."/,
    )
  })
})

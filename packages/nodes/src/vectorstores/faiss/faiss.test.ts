import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runFlow } from '@unikflow/engine'
import { buildFlow, type TNodeSpec, useNodeHarness } from '@unikflow/engine/testing'
import { readUpserted } from '../../shared/upsert-counts'
import { fakeEmbedding } from '@unikflow/testkit'

const harness = useNodeHarness()

const unikDir = mkdtempSync(join(tmpdir(), 'unikflow-faiss-'))
const services = () => ({ ...harness.services(), unikFilesDir: unikDir })
const pets = `data:text/plain;base64,${Buffer.from('Cats purr.\n\nDogs bark.\n\nFish swim.').toString('base64')},filename:pets.txt`

/** Text File → splitter → Faiss (or `node`) ← OpenAI embeddings (fake server), Faiss feeding a retrieval chain. */
function knowledgeFlow(basePath: string, withDocs = true, node = 'faiss'): ReturnType<typeof buildFlow> {
  const specs: TNodeSpec[] = [
    { id: 's', name: 'recursiveCharacterTextSplitter', inputs: { chunkSize: 12, chunkOverlap: 0 } },
    {
      id: 't',
      name: 'textFile',
      output: 'document',
      inputs: { txtFile: pets, textSplitter: '{{s.data.instance}}' },
    },
    { id: 'e', name: 'openAIEmbeddings', credential: 'cred-openai', inputs: {} },
    {
      id: 'faiss_0',
      name: node,
      output: 'retriever',
      inputs: {
        ...(withDocs ? { document: ['{{t.data.instance}}'] } : {}),
        embeddings: '{{e.data.instance}}',
        basePath,
        topK: 2,
      },
    },
    { id: 'm', name: 'chatOpenAI', credential: 'cred-openai', inputs: { modelName: 'gpt-4o-mini' } },
    {
      id: 'qa',
      name: 'conversationalRetrievalQAChain',
      inputs: {
        model: '{{m.data.instance}}',
        vectorStoreRetriever: '{{faiss_0.data.instance}}',
        returnSourceDocuments: true,
      },
    },
  ]
  return buildFlow(withDocs ? specs : specs.filter((s) => s.id !== 's' && s.id !== 't'))
}
const base = { chatId: 'c', flowId: 'flow-1' }
const embeddingCalls = () => harness.openai.calls.filter((c) => c.path === '/v1/embeddings').length

describe('Faiss vector store', () => {
  it('an upsert writes a flat L2 index and a LangChain docstore.json inside the unik folder, and counts them', async () => {
    const result = await runFlow({
      ...base,
      flowData: knowledgeFlow('pets-index'),
      question: '',
      stopNodeId: 'faiss_0',
      upsert: true,
      services: services(),
    })
    expect(readUpserted(result.instance)).toEqual({
      numAdded: 3,
      numUpdated: 0,
      numSkipped: 0,
      numDeleted: 0,
    })
    const dir = join(unikDir, 'faiss', 'pets-index')
    const index = readFileSync(join(dir, 'faiss.index'))
    expect(index.toString('latin1', 0, 4)).toBe('IxF2')
    expect(index.readInt32LE(4)).toBe(fakeEmbedding('x').length)
    expect(index.readBigInt64LE(8)).toBe(3n)
    const [entries, mapping] = JSON.parse(readFileSync(join(dir, 'docstore.json'), 'utf8'))
    expect(Object.keys(mapping)).toEqual(['0', '1', '2'])
    expect(entries.map(([id, doc]: [string, { pageContent: string }]) => [id, doc.pageContent])).toEqual([
      [mapping[0], 'Cats purr.'],
      [mapping[1], 'Dogs bark.'],
      [mapping[2], 'Fish swim.'],
    ])
  })

  it('a chat loads the saved index (no documents embedded again) and answers with its source documents', async () => {
    const before = embeddingCalls()
    harness.openai.queue({ content: 'Dogs bark.' })
    const result = await runFlow({
      ...base,
      flowData: knowledgeFlow('pets-index'),
      question: 'Dogs bark.',
      services: services(),
    })
    expect(result.text).toBe('Dogs bark.')
    expect(result.sourceDocuments?.map((d) => d.pageContent)).toEqual(['Dogs bark.', expect.any(String)])
    expect(result.sourceDocuments?.[0]?.metadata).toMatchObject({ source: 'pets.txt' })
    expect(embeddingCalls() - before).toBe(1)
  })

  it('a chat after a new upsert of the folder sees the new documents (the read folder is not kept stale)', async () => {
    const other = knowledgeFlow('pets-index')
    const file = other.nodes.find((n) => n.id === 't')
    if (file)
      file.data.inputs.txtFile = `data:text/plain;base64,${Buffer.from('Owls hoot.').toString('base64')},filename:owls.txt`
    await runFlow({
      ...base,
      flowData: other,
      question: '',
      stopNodeId: 'faiss_0',
      upsert: true,
      services: services(),
    })
    harness.openai.queue({ content: 'They hoot.' })
    const result = await runFlow({ ...base, flowData: other, question: 'Owls hoot.', services: services() })
    expect(result.sourceDocuments?.map((d) => d.pageContent)).toEqual(['Owls hoot.'])
  })
})

describe('Faiss vector store: folders saved by LangChain, bad base paths and nothing saved', () => {
  it('loads a folder saved by LangChain FaissStore (hand-written files) and finds the nearest document', async () => {
    const dir = join(unikDir, 'faiss', 'from-langchain')
    mkdirSync(dir, { recursive: true })
    const texts = ['Refunds take 14 days.', 'Exchanges are free.']
    const vectors = texts.map(fakeEmbedding)
    const d = vectors[0]?.length ?? 0
    const header = Buffer.alloc(45)
    header.write('IxF2', 0, 'latin1')
    header.writeInt32LE(d, 4)
    header.writeBigInt64LE(2n, 8)
    header.writeBigInt64LE(1n << 20n, 16)
    header.writeBigInt64LE(1n << 20n, 24)
    header.writeUInt8(1, 32)
    header.writeInt32LE(1, 33)
    header.writeBigUInt64LE(BigInt(2 * d), 37)
    writeFileSync(
      join(dir, 'faiss.index'),
      Buffer.concat([header, Buffer.from(new Float32Array(vectors.flat()).buffer)]),
    )
    writeFileSync(
      join(dir, 'docstore.json'),
      JSON.stringify([
        [
          ['u-1', { pageContent: texts[0], metadata: { source: 'refunds.md' } }],
          ['u-2', { pageContent: texts[1], metadata: { source: 'exchanges.md' } }],
        ],
        { 0: 'u-1', 1: 'u-2' },
      ]),
    )
    harness.openai.queue({ content: 'Free.' })
    const result = await runFlow({
      ...base,
      flowData: knowledgeFlow('from-langchain', false),
      question: 'Exchanges are free.',
      services: services(),
    })
    expect(result.sourceDocuments?.map((doc) => doc.metadata.source)).toEqual(['exchanges.md', 'refunds.md'])
  })

  it.each([
    ['../other-unik', /leaves its folder with "\.\."/],
    ['/etc', /is an absolute path on the server/],
    ['C:\\Users\\your-folder', /is an absolute path on the server/],
    ['a/../../b', /leaves its folder/],
  ])('refuses Base Path %s instead of reaching a server path', async (basePath, message) => {
    await expect(
      runFlow({
        ...base,
        flowData: knowledgeFlow(basePath),
        question: '',
        stopNodeId: 'faiss_0',
        upsert: true,
        services: services(),
      }),
    ).rejects.toThrow(message)
  })

  it('a chat with no saved index and no documents says to upsert first; without a unik folder it refuses', async () => {
    await expect(
      runFlow({
        ...base,
        flowData: knowledgeFlow('never-saved', false),
        question: 'q',
        services: services(),
      }),
    ).rejects.toThrow(/No Faiss index is saved in Base Path "never-saved" yet/)
    await expect(
      runFlow({
        ...base,
        flowData: knowledgeFlow('x'),
        question: 'q',
        services: harness.services(),
      }),
    ).rejects.toThrow(/this run has no unik folder/)
  })

  it('with nothing saved, Load Existing Index says which node upserts into its Base Path, never to connect documents', async () => {
    const chatError = (basePath: string, node: string) =>
      runFlow({
        ...base,
        flowData: knowledgeFlow(basePath, false, node),
        question: 'q',
        services: services(),
      }).then(
        () => 'answered',
        (e: unknown) => (e instanceof Error ? e.message : String(e)),
      )
    const embedded = embeddingCalls()
    const named = await chatError('never-saved', 'faissExistingIndex')
    expect(named).toMatch(/No Faiss index is saved in Base Path "never-saved" yet/)
    expect(named).toMatch(/upsert documents first with a Faiss Upsert Document node or a Faiss node/)
    expect(named).toMatch(/whose Base Path is "never-saved"/)
    expect(named).not.toMatch(/connect documents/)
    const empty = await chatError('', 'faissExistingIndex')
    expect(empty).toMatch(/Base Path is empty, so this node loads from its own folder/)
    expect(empty).not.toMatch(/connect documents/)
    // The Faiss node itself takes documents: it still says to connect them, naming its own folder.
    expect(await chatError('', 'faiss')).toMatch(
      /saved in this node's own folder yet \(Base Path is empty\): connect documents to this node/,
    )
    expect(embeddingCalls()).toBe(embedded)
  })
})

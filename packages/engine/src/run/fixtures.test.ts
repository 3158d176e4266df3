import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, startFakeSearchApis, type FakeOpenAI, type FakeSearchApis } from '@unikflow/testkit'
import { runFlow } from './run-flow'
import type { TDocumentStoreAccess } from '@unikflow/nodes'
import { createTestServices, loadFixture, withCredential, withInputs } from '../testing/test-services'

let fake: FakeOpenAI
let search: FakeSearchApis
beforeAll(async () => {
  ;[fake, search] = await Promise.all([startFakeOpenAI(), startFakeSearchApis()])
})
afterAll(() => Promise.all([fake.close(), search.close()]))

const base = { chatId: 'c', flowId: 'f' }

describe('Flowise fixtures run end to end against the fake server', () => {
  it('llm-chain.json (Azure ChatOpenAI with its base path on the fake server)', async () => {
    const flow = withCredential(loadFixture('llm-chain.json'), 'cred-azure', ['azureChatOpenAI'])
    const node = flow.nodes.find((n) => n.id === 'azureChatOpenAI_0')
    if (node) node.data.inputs.basepath = `${fake.baseUrl}/openai/deployments`
    const result = await runFlow({
      ...base,
      flowData: flow,
      question: 'socks',
      services: createTestServices(fake.baseUrl),
    })
    expect(result.text).toContain('What is a good name for a company that makes socks?')
    expect(fake.calls.at(-1)?.path).toContain('/openai/deployments/gpt-35-turbo/chat/completions')
  })

  it('conversation-chain.json', async () => {
    const flow = withCredential(loadFixture('conversation-chain.json'), 'cred-openai', ['chatOpenAI'])
    const result = await runFlow({
      ...base,
      flowData: flow,
      question: 'hello',
      services: createTestServices(fake.baseUrl),
    })
    expect(result.text).toBe('You said: hello')
  })

  it('prompt-chaining.json (output prediction feeds the next prompt)', async () => {
    const flow = withCredential(loadFixture('prompt-chaining.json'), 'cred-openai', ['chatOpenAI'])
    fake.queue({ content: 'first "answer"' }, { content: 'final' })
    const result = await runFlow({
      ...base,
      flowData: flow,
      question: 'plan',
      services: createTestServices(fake.baseUrl),
    })
    expect(result.text).toBe('final')
    expect(JSON.stringify(fake.calls.at(-1)?.body)).toContain('first \\"answer\\"')
  })

  it('advanced-structured-output-parser.json (parsed JSON answer)', async () => {
    const flow = withCredential(loadFixture('advanced-structured-output-parser.json'), 'cred-openai', [
      'chatOpenAI',
    ])
    const movie = {
      title: 'Heat',
      yearOfRelease: 1995,
      genres: ['Thriller'],
      shortDescription: 'Cops and robbers.',
    }
    fake.queue({ content: '```json\n' + JSON.stringify([movie]) + '\n```' })
    const result = await runFlow({
      ...base,
      flowData: flow,
      question: 'a movie',
      services: createTestServices(fake.baseUrl),
    })
    expect(result.json).toEqual([movie])
    expect(JSON.stringify(fake.calls.at(-1)?.body)).toContain('yearOfRelease')
  })
})

describe('Flowise fixtures with agents and retrieval run end to end against the fake server', () => {
  it('tool-agent.json (SerpAPI on a double of its API, through the outbound guard)', async () => {
    const flow = withCredential(
      withCredential(loadFixture('tool-agent.json'), 'cred-openai', ['chatOpenAI']),
      'cred-serp',
      ['serpAPI'],
    )
    fake.queue(
      { toolCalls: [{ name: 'search', arguments: { input: 'unikflow version' } }] },
      { content: 'Version 2.' },
    )
    const result = await runFlow({
      ...base,
      flowData: flow,
      question: 'Which version of Unikflow ships today?',
      services: createTestServices(fake.baseUrl, {
        allowPrivateHosts: ['127.0.0.1'],
        credentials: { 'cred-serp': { serpApiKey: 'key-serpapi', basePath: search.url } },
      }),
    })
    expect(result.text).toBe('Version 2.')
    expect(result.usedTools?.[0]?.toolOutput).toContain('serpapi answer for unikflow version')
    expect(search.calls.at(-1)).toMatchObject({
      service: 'serpapi',
      query: { q: 'unikflow version', api_key: 'key-serpapi' },
    })
  })

  it('conversational-retrieval-qa-chain.json (Faiss folder in the unik, Document Store and Text File documents; ChatOpenAI for ChatMistralAI)', async () => {
    let flow = withCredential(loadFixture('conversational-retrieval-qa-chain.json'), 'cred-openai', [
      'openAIEmbeddings',
    ])
    // ChatMistralAI loads its SDK by a non-literal specifier that vitest leaves to Node, which cannot run the SDK's
    // TypeScript sources; the model node is swapped for ChatOpenAI on the fake server, the rest runs as exported.
    flow = {
      ...flow,
      nodes: flow.nodes.map((n) =>
        n.id === 'chatMistralAI_0'
          ? {
              ...n,
              data: {
                ...n.data,
                name: 'chatOpenAI',
                credential: 'cred-openai',
                inputs: { modelName: 'gpt-4o-mini' },
              },
            }
          : n,
      ),
    }
    const txt = `data:text/plain;base64,${Buffer.from('The bakery opens at seven.').toString('base64')},filename:bakery.txt`
    flow = withInputs(flow, 'textFile_0', { txtFile: txt })
    flow = withInputs(flow, 'documentStore_0', { selectedStore: 'store-1' })
    const stores: TDocumentStoreAccess = {
      loadDocuments: async (id) =>
        id === 'store-1'
          ? [{ pageContent: 'The bakery closes at six.', metadata: { source: 'hours.md' } }]
          : [],
      search: async () => [],
    }
    const unikFilesDir = mkdtempSync(join(tmpdir(), 'unikflow-fixture-faiss-'))
    const services = { ...createTestServices(fake.baseUrl), documentStores: stores, unikFilesDir }
    fake.queue({ content: 'At six.' })
    const result = await runFlow({
      ...base,
      flowData: flow,
      question: 'When does the bakery close?',
      services,
    })
    expect(result.text).toBe('At six.')
    expect(result.sourceDocuments?.map((d) => d.metadata.source).sort()).toEqual(['bakery.txt', 'hours.md'])
    // Base Path is empty in the fixture: the index is kept per flow and node inside the unik folder.
    expect(existsSync(join(unikFilesDir, 'faiss', base.flowId, 'faiss_0', 'faiss.index'))).toBe(true)
  })

  it('local-qna.json (LocalAI embeddings and ChatOllama on the fake server): the exported Windows Base Path is refused, a folder name runs', async () => {
    let flow = withCredential(loadFixture('local-qna.json'), 'cred-localai', ['localAIEmbeddings'])
    const txt = `data:text/plain;base64,${Buffer.from('The bakery opens at seven.').toString('base64')},filename:bakery.txt`
    flow = withInputs(flow, 'textFile_0', { txtFile: txt })
    flow = withInputs(flow, 'localAIEmbeddings_0', { basePath: fake.baseUrl })
    flow = withInputs(flow, 'chatOllama_0', { baseUrl: fake.origin })
    const unikFilesDir = mkdtempSync(join(tmpdir(), 'unikflow-fixture-faiss-'))
    const services = { ...createTestServices(fake.baseUrl), unikFilesDir }
    const ask = (f: typeof flow) =>
      runFlow({ ...base, flowData: f, question: 'When does it open?', services })
    await expect(ask(flow)).rejects.toThrow(
      /Base Path "C:\\Users\\your-folder" is an absolute path on the server/,
    )
    fake.queue({ content: 'At seven.' })
    const result = await ask(withInputs(flow, 'faiss_0', { basePath: 'your-folder' }))
    expect(result.text).toBe('At seven.')
    expect(result.sourceDocuments?.[0]).toMatchObject({ metadata: { source: 'bakery.txt' } })
    expect(existsSync(join(unikFilesDir, 'faiss', 'your-folder', 'docstore.json'))).toBe(true)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, startFakeSearchApis, type FakeOpenAI, type FakeSearchApis } from '@unikflow/testkit'
import { runFlow } from './run-flow'
import { createTestServices, loadFixture, withCredential } from '../testing/test-services'

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

  // Skipped on purpose, reason in each name: these fixtures contain node types that cannot run in this package's
  // tests (FAISS needs a native library; the Document Store node reads stores the server provides through
  // `ctx.documentStores`, tested in server/src/features/document-stores). They are still parsed, hydrated and
  // validated in packages/nodes/src/fixtures.test.ts, and running one reports the missing node by id.
  it.skip('conversational-retrieval-qa-chain.json — skipped: faiss needs the native faiss-node library and documentStore reads stores the server provides', () => {})
  it.skip('local-qna.json — skipped: faiss (native faiss-node) has no runtime yet (LocalAI embeddings run in chat-provider-runtimes.test.ts)', () => {})
})

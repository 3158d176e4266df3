import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import { runFlow } from './run-flow'
import { createTestServices, loadFixture, withCredential } from '../testing/test-services'

let fake: FakeOpenAI
beforeAll(async () => {
  fake = await startFakeOpenAI()
})
afterAll(() => fake.close())

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

  // Skipped on purpose, reason in each name: these fixtures contain node types that cannot run in this package's
  // tests (FAISS needs a native library; the Document Store node reads stores the server provides through
  // `ctx.documentStores`, tested in server/src/features/document-stores; SerpAPI is a paid service). They are
  // still parsed, hydrated and validated in packages/nodes/src/fixtures.test.ts, and running one reports the
  // missing node by id.
  it.skip('conversational-retrieval-qa-chain.json — skipped: faiss needs the native faiss-node library and documentStore reads stores the server provides', () => {})
  it.skip('local-qna.json — skipped: faiss (native faiss-node) has no runtime yet (LocalAI embeddings run in chat-provider-runtimes.test.ts)', () => {})
  it.skip('tool-agent.json — skipped: SerpAPI is a paid web search service we cannot fake (the same flow without it runs in __tests__/tool-agent-flow.test.ts)', () => {})
})

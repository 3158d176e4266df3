import { afterAll, beforeAll } from 'vitest'
import { buildFlow, type TNodeHarness } from '@unikflow/engine/testing'
import { startFakePinecone, type FakePinecone } from '@unikflow/testkit'

export type TChatBody = { messages: { role: string; content: string }[] }

/**
 * testkit's Pinecone (index `docs`) for the file's tests, and Flowise's LlamaIndex shape around an engine
 * node: text → OpenAI Embedding + ChatOpenAI (LlamaIndex) → Pinecone (LlamaIndex) → the engine.
 */
export function useLlamaIndexStore(harness: TNodeHarness) {
  let fake: FakePinecone | undefined
  beforeAll(async () => {
    fake = await startFakePinecone(['docs'])
  })
  afterAll(() => fake?.close())
  const pinecone = () => {
    if (!fake) throw new Error('The Pinecone double starts before the tests (beforeAll)')
    return fake
  }
  const services = () =>
    harness.services({
      allowPrivateHosts: ['127.0.0.1'],
      credentials: { 'cred-pinecone': { pineconeApiKey: 'pc-key', basePath: pinecone().url } },
    })

  function indexFlow(
    namespace: string,
    text: string,
    engine: { id: string; name: string; inputs: Record<string, unknown> },
    extra: { chunkSize?: number; topK?: number; nodes?: Parameters<typeof buildFlow>[0] } = {},
  ) {
    return buildFlow([
      {
        id: 's',
        name: 'recursiveCharacterTextSplitter',
        inputs: { chunkSize: extra.chunkSize ?? 12, chunkOverlap: 0 },
      },
      {
        id: 't',
        name: 'plainText',
        output: 'document',
        inputs: { text, metadata: '{"source":"pets"}', textSplitter: '{{s.data.instance}}' },
      },
      {
        id: 'e',
        name: 'openAIEmbedding_LlamaIndex',
        credential: 'cred-openai',
        inputs: { modelName: 'text-embedding-3-small' },
      },
      {
        id: 'm',
        name: 'chatOpenAI_LlamaIndex',
        credential: 'cred-openai',
        inputs: { modelName: 'gpt-4o-mini' },
      },
      {
        id: 'v',
        name: 'pineconeLlamaIndex',
        credential: 'cred-pinecone',
        inputs: {
          document: ['{{t.data.instance}}'],
          model: '{{m.data.instance}}',
          embeddings: '{{e.data.instance}}',
          pineconeIndex: 'docs',
          pineconeNamespace: namespace,
          topK: extra.topK ?? 1,
        },
      },
      ...(extra.nodes ?? []),
      engine,
    ])
  }

  const ask = (
    flowData: ReturnType<typeof buildFlow>,
    question: string,
    chatId = 'c',
    engineServices = services(),
  ) => harness.runFlow(flowData, { chatId, flowId: 'f-engines', question, services: engineServices })
  const chatCalls = () => harness.openai.calls.filter((c) => c.path.endsWith('/chat/completions'))

  return { pinecone, services, indexFlow, ask, chatCalls }
}

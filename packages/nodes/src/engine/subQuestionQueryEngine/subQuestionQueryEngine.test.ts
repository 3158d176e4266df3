import { describe, expect, it } from 'vitest'
import { buildFlow, useNodeHarness } from '@unikflow/engine/testing'
import { type TChatBody, useLlamaIndexStore } from '../../testing/llamaindex-index'

const harness = useNodeHarness()
const { ask, chatCalls } = useLlamaIndexStore(harness)

describe('Sub Question Query Engine', () => {
  it('Sub Question Query Engine asks each QueryEngine Tool its sub question and answers from their answers', async () => {
    const store = (id: string, text: string) => [
      { id: `t${id}`, name: 'plainText', output: 'document', inputs: { text } },
      {
        id: `v${id}`,
        name: 'pineconeLlamaIndex',
        credential: 'cred-pinecone',
        inputs: {
          document: [`{{t${id}.data.instance}}`],
          model: '{{m.data.instance}}',
          embeddings: '{{e.data.instance}}',
          pineconeIndex: 'docs',
          pineconeNamespace: `sq-${id}`,
          topK: 1,
        },
      },
      { id: `q${id}`, name: 'queryEngine', inputs: { vectorStoreRetriever: `{{v${id}.data.instance}}` } },
      {
        id: `tool${id}`,
        name: 'queryEngineToolLlamaIndex',
        inputs: {
          baseQueryEngine: `{{q${id}.data.instance}}`,
          toolName: `${id}_docs`,
          toolDesc: `About ${id}`,
        },
      },
    ]
    const flow = buildFlow([
      { id: 'e', name: 'openAIEmbedding_LlamaIndex', credential: 'cred-openai' },
      { id: 'm', name: 'chatOpenAI_LlamaIndex', credential: 'cred-openai' },
      ...store('cats', 'Cats purr.'),
      ...store('dogs', 'Dogs bark.'),
      {
        id: 'sq',
        name: 'subQuestionQueryEngine',
        inputs: {
          queryEngineTools: ['{{toolcats.data.instance}}', '{{tooldogs.data.instance}}'],
          model: '{{m.data.instance}}',
          embeddings: '{{e.data.instance}}',
          returnSourceDocuments: true,
        },
      },
    ])
    const plan = {
      items: [
        { subQuestion: 'What do cats do?', toolName: 'cats_docs' },
        { subQuestion: 'What do dogs do?', toolName: 'dogs_docs' },
        { subQuestion: 'Ignored: no such tool', toolName: 'birds_docs' },
      ],
    }
    const before = chatCalls().length
    harness.openai.queue(
      { content: `Here you go: ${JSON.stringify(plan)}` },
      { content: 'Cats purr.' },
      { content: 'Dogs bark.' },
      { content: 'Cats purr and dogs bark.' },
    )
    const result = await ask(flow, 'What do cats and dogs do?')
    expect(result.text).toBe('Cats purr and dogs bark.')
    expect(result.sourceDocuments?.map((d) => d.pageContent)).toEqual(['Cats purr.', 'Dogs bark.'])
    const sent = chatCalls()
      .slice(before)
      .map((c) => (c.body as TChatBody).messages.at(-1)?.content ?? '')
    expect(sent).toHaveLength(4)
    expect(sent[0]).toContain('- cats_docs: About cats\n- dogs_docs: About dogs')
    expect(sent[1]).toMatch(/Cats purr\.[\s\S]*Query: What do cats do\?/)
    expect(sent[2]).toMatch(/Dogs bark\.[\s\S]*Query: What do dogs do\?/)
    expect(sent[3]).toContain('Sub question: What do cats do?\nResponse: Cats purr.')
    expect(sent[3]).toContain('Sub question: What do dogs do?\nResponse: Dogs bark.')
    expect(sent[3]).toContain('Query: What do cats and dogs do?')
  })
})

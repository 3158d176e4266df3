import { describe, expect, it } from 'vitest'
import { buildFlow, useNodeHarness } from '@unikflow/engine/testing'

const harness = useNodeHarness()

const chat = () => harness.openai.calls.filter((c) => c.path.endsWith('/chat/completions'))
const ask = (flowData: ReturnType<typeof buildFlow>, question: string) =>
  harness.runFlow(flowData, { question })

describe('Multi Retrieval QA Chain', () => {
  const store = (id: string, text: string) => [
    { id: `t${id}`, name: 'plainText', output: 'document', inputs: { text } },
    {
      id: `v${id}`,
      name: 'memoryVectorStore',
      output: 'vectorStore',
      inputs: { document: [`{{t${id}.data.instance}}`], embeddings: '{{e.data.instance}}' },
    },
  ]
  const flow = buildFlow([
    { id: 'm', name: 'chatOpenAI', credential: 'cred-openai' },
    { id: 'e', name: 'openAIEmbeddings', credential: 'cred-openai' },
    ...store('1', 'The cafe opens at eight.'),
    ...store('2', 'Parking costs two euros.'),
    {
      id: 'r1',
      name: 'vectorStoreRetriever',
      inputs: { vectorStore: '{{v1.data.instance}}', name: 'cafe', description: 'Opening hours of the cafe' },
    },
    {
      id: 'r2',
      name: 'vectorStoreRetriever',
      inputs: { vectorStore: '{{v2.data.instance}}', name: 'parking', description: 'Parking prices' },
    },
    {
      id: 'c',
      name: 'multiRetrievalQAChain',
      inputs: {
        model: '{{m.data.instance}}',
        vectorStoreRetriever: ['{{r1.data.instance}}', '{{r2.data.instance}}'],
        returnSourceDocuments: true,
      },
    },
  ])

  it('routes to the collection the question fits and answers from its documents', async () => {
    harness.openai.queue({ content: '{"destination": "parking"}' }, { content: 'Two euros.' })
    const result = await ask(flow, 'How much is parking?')
    expect(result.text).toBe('Two euros.')
    expect(result.sourceDocuments?.map((d) => d.pageContent)).toEqual(['Parking costs two euros.'])
    expect(JSON.stringify(chat().at(-2)?.body)).toContain('cafe: Opening hours of the cafe')
    const answer = JSON.stringify(chat().at(-1)?.body)
    expect(answer).toContain('Parking costs two euros.')
    expect(answer).not.toContain('The cafe opens at eight.')
  })

  it('no fitting collection: a plain answer without documents', async () => {
    harness.openai.queue({ content: 'DEFAULT' }, { content: 'I am fine.' })
    const result = await ask(flow, 'How are you?')
    expect(result.text).toBe('I am fine.')
    expect(result.sourceDocuments ?? []).toEqual([])
  })
})

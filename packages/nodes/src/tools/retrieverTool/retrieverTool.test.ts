import { describe, expect, it } from 'vitest'
import { buildFlow, useNodeHarness } from '@unikflow/engine/testing'
import { fakeChatModel } from '../../testing/agent-flows'

const harness = useNodeHarness()

describe("Chain Tool and Retriever Tool (a Tool Agent's tools)", () => {
  it('Chain Tool runs an LLM chain; Retriever Tool returns its documents as source documents', async () => {
    const data = `data:text/plain;base64,${Buffer.from('Cats purr.\n\nDogs bark.').toString('base64')},filename:pets.txt`
    const flow = buildFlow([
      fakeChatModel,
      { id: 'p', name: 'promptTemplate', inputs: { template: 'Translate: {text}' } },
      {
        id: 'ch',
        name: 'llmChain',
        output: 'llmChain',
        inputs: { model: '{{m.data.instance}}', prompt: '{{p.data.instance}}' },
      },
      {
        id: 'ct',
        name: 'chainTool',
        inputs: { name: 'translator', description: 'translates', baseChain: '{{ch.data.instance}}' },
      },
      { id: 's', name: 'recursiveCharacterTextSplitter', inputs: { chunkSize: 12, chunkOverlap: 0 } },
      {
        id: 'tf',
        name: 'textFile',
        output: 'document',
        inputs: { txtFile: data, textSplitter: '{{s.data.instance}}' },
      },
      { id: 'e', name: 'openAIEmbeddings', credential: 'cred-openai', inputs: {} },
      {
        id: 'v',
        name: 'memoryVectorStore',
        output: 'retriever',
        inputs: { document: ['{{tf.data.instance}}'], embeddings: '{{e.data.instance}}', topK: 1 },
      },
      {
        id: 'rt',
        name: 'retrieverTool',
        inputs: {
          name: 'pets',
          description: 'pet facts',
          retriever: '{{v.data.instance}}',
          returnSourceDocuments: true,
        },
      },
      {
        id: 'a',
        name: 'toolAgent',
        inputs: { model: '{{m.data.instance}}', tools: ['{{ct.data.instance}}', '{{rt.data.instance}}'] },
      },
    ])
    harness.openai.queue(
      {
        toolCalls: [
          { name: 'translator', arguments: { input: 'hola' } },
          { name: 'pets', arguments: { input: 'Dogs bark.' } },
        ],
      },
      { content: 'hello' },
      { content: 'Hello; dogs bark.' },
    )
    const result = await harness.runFlow(flow, { question: 'go' })
    expect(result.text).toBe('Hello; dogs bark.')
    expect(result.usedTools).toEqual([
      { tool: 'translator', toolInput: { input: 'hola' }, toolOutput: 'hello' },
      { tool: 'pets', toolInput: { input: 'Dogs bark.' }, toolOutput: 'Dogs bark.' },
    ])
    // The two tools run side by side: the chain's model call and the embeddings call come in either order.
    expect(
      harness.openai.calls.slice(-3).some((c) => JSON.stringify(c.body).includes('Translate: hola')),
    ).toBe(true)
    expect(result.sourceDocuments).toEqual([
      { pageContent: 'Dogs bark.', metadata: expect.objectContaining({ source: 'pets.txt' }) },
    ])
  })
})

describe('Retriever Tool version 3', () => {
  it('adds its metadata filter to the vector store retriever (version 3)', async () => {
    const file = (name: string, text: string) =>
      `data:text/plain;base64,${Buffer.from(text).toString('base64')},filename:${name}`
    const flow = (filter: string) =>
      buildFlow([
        fakeChatModel,
        {
          id: 'c',
          name: 'textFile',
          output: 'document',
          inputs: { txtFile: file('cats.txt', 'Cats purr.') },
        },
        {
          id: 'd',
          name: 'textFile',
          output: 'document',
          inputs: { txtFile: file('dogs.txt', 'Dogs bark.') },
        },
        { id: 'e', name: 'openAIEmbeddings', credential: 'cred-openai', inputs: {} },
        {
          id: 'v',
          name: 'memoryVectorStore',
          output: 'retriever',
          inputs: {
            document: ['{{c.data.instance}}', '{{d.data.instance}}'],
            embeddings: '{{e.data.instance}}',
            topK: 2,
          },
        },
        {
          id: 'rt',
          name: 'retrieverTool',
          inputs: {
            name: 'pets',
            description: 'pet facts',
            retriever: '{{v.data.instance}}',
            retrieverToolMetadataFilter: filter,
          },
        },
        {
          id: 'a',
          name: 'toolAgent',
          inputs: { model: '{{m.data.instance}}', tools: ['{{rt.data.instance}}'] },
        },
      ])
    const ask = async (filter: string) => {
      harness.openai.queue({ toolCalls: [{ name: 'pets', arguments: { input: 'pets' } }] }, { content: 'ok' })
      const result = await harness.runFlow(flow(filter), { question: 'go' })
      return result.usedTools?.[0]?.toolOutput
    }
    expect(await ask('{"source": "dogs.txt"}')).toBe('Dogs bark.')
    expect(await ask('')).toMatch(/Cats purr\.[\s\S]*Dogs bark\.|Dogs bark\.[\s\S]*Cats purr\./)
  })
})

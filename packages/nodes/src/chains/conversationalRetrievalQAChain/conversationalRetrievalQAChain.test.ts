import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { contents, handbookStore } from '../../testing/handbook-store'

const harness = useNodeHarness()

const model = () => harness.supply('chatOpenAI', { credential: 'cred-openai', inputs: { streaming: false } })

describe('Conversational Retrieval QA Chain', () => {
  it('without history, retrieves for the question and answers with the context in its system message', async () => {
    const vectorStoreRetriever = await handbookStore(harness, 'retriever', 1)
    harness.openai.queue({ content: 'Within 14 days.' })
    const answer = await harness.execute('conversationalRetrievalQAChain', {
      inputs: { model: await model(), vectorStoreRetriever },
      question: 'When are refunds paid after the return?',
    })
    expect(answer.text).toBe('Within 14 days.')
    expect(contents(answer.sourceDocuments)).toEqual(['Refunds are paid within 14 days of the return.'])
    const body = JSON.stringify(harness.openai.calls.at(-1)?.body)
    expect(body).toContain('Refunds are paid within 14 days')
    expect(harness.openai.calls.at(-1)?.body).toMatchObject({
      messages: [{ role: 'system' }, { role: 'user', content: 'When are refunds paid after the return?' }],
    })
  })

  it('with history, retrieves for the rephrased question and leaves out the sources when told', async () => {
    const vectorStoreRetriever = await handbookStore(harness, 'retriever', 1)
    harness.openai.queue(
      { content: 'How long does shipping to Europe take?' },
      { content: 'Five working days.' },
    )
    const before = harness.openai.calls.length
    const answer = await harness.execute('conversationalRetrievalQAChain', {
      inputs: { model: await model(), vectorStoreRetriever, returnSourceDocuments: false },
      question: 'And there?',
      history: [
        { role: 'userMessage', content: 'Do you ship to Europe?' },
        { role: 'apiMessage', content: 'Yes.' },
      ],
    })
    expect(answer).toEqual({ text: 'Five working days.' })
    const [rephrase, respond] = harness.openai.calls.slice(before)
    expect(JSON.stringify(rephrase?.body)).toContain('Follow Up Input: And there?')
    expect(JSON.stringify(respond?.body)).toContain('Shipping to Europe takes five working days.')
  })
})

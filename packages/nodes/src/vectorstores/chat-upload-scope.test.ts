import { describe, expect, it } from 'vitest'
import { chatFilter, qdrantChatFilter, withChatId } from './chat-upload-scope'

describe('vector stores keeping chat uploads per chat', () => {
  it('tags copies of the documents with the chat id, leaving the loader’s documents alone', () => {
    const docs = [{ pageContent: 'a', metadata: { source: 'a.txt' } }]
    expect(withChatId(docs, 'c1')).toEqual([
      { pageContent: 'a', metadata: { source: 'a.txt', flowise_chatId: 'c1' } },
    ])
    expect(docs[0]?.metadata).toEqual({ source: 'a.txt' })
  })

  it('narrows a key/value filter to the chat, or leaves it as it is without one', () => {
    expect(chatFilter({ source: 'faq' }, 'c1')).toEqual({ source: 'faq', flowise_chatId: 'c1' })
    expect(chatFilter(undefined, 'c1')).toEqual({ flowise_chatId: 'c1' })
    expect(chatFilter({ source: 'faq' }, undefined)).toEqual({ source: 'faq' })
  })

  it('adds the chat to a Qdrant filter’s must conditions', () => {
    const chat = { key: 'metadata.flowise_chatId', match: { value: 'c1' } }
    expect(qdrantChatFilter(undefined, 'c1')).toEqual({ must: [chat] })
    const own = { key: 'metadata.source', match: { value: 'faq' } }
    expect(qdrantChatFilter({ must: [own], should: [] }, 'c1')).toEqual({ must: [own, chat], should: [] })
    expect(qdrantChatFilter({ must: own }, 'c1')).toEqual({ must: [own, chat] })
    expect(qdrantChatFilter({ must: [own] }, undefined)).toEqual({ must: [own] })
  })
})

import { describe, expect, it } from 'vitest'
import { isPublicChatbotPath, publicChatbotId } from './paths'

describe('public chatbot paths', () => {
  it('matches /chatbot/:id and /bots/:type/:id only', () => {
    expect(publicChatbotId('/chatbot/abc')).toBe('abc')
    expect(publicChatbotId('/bots/chat/abc/')).toBe('abc')
    expect(isPublicChatbotPath('/chatbot')).toBe(false)
    expect(isPublicChatbotPath('/uniks/x/chatbot/abc')).toBe(false)
    expect(isPublicChatbotPath('/auth')).toBe(false)
  })
})

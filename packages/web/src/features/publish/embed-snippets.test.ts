import { describe, expect, it } from 'vitest'
import { fullPageSnippet, popupSnippet, publicChatbotUrl, reactSnippet } from './embed-snippets'

const input = { origin: 'http://localhost:3000/', flowId: 'abc-123' }

describe('embed snippets', () => {
  it('popup imports /embed/web.js from this server and calls init with the flow id', () => {
    const code = popupSnippet(input)
    expect(code).toContain('<script type="module">')
    expect(code).toContain("import Chatbot from 'http://localhost:3000/embed/web.js'")
    expect(code).toContain('Chatbot.init({')
    expect(code).toContain("chatflowid: 'abc-123'")
    expect(code).toContain("apiHost: 'http://localhost:3000'")
  })

  it('full page fills <flowise-fullchatbot> with initFull', () => {
    const code = fullPageSnippet(input)
    expect(code).toContain('<flowise-fullchatbot></flowise-fullchatbot>')
    expect(code).toContain('Chatbot.initFull({')
    expect(code).toContain("chatflowid: 'abc-123'")
  })

  it('react loads the module at runtime', () => {
    const code = reactSnippet(input)
    expect(code).toContain(
      "import(/* webpackIgnore: true */ /* @vite-ignore */ 'http://localhost:3000/embed/web.js')",
    )
    expect(code).toContain("chatflowid: 'abc-123'")
  })

  it('links the public chatbot page', () => {
    expect(publicChatbotUrl(input.origin, input.flowId)).toBe('http://localhost:3000/chatbot/abc-123')
  })
})

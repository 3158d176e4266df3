import { describe, expect, it } from 'vitest'
import { DEFAULT_LEADS_SUCCESS, DEFAULT_LEADS_TITLE, fileAllowed, parsePublicConfig } from './config'

describe('public chatbot config', () => {
  it("reads Flowise's shape", () => {
    const config = parsePublicConfig({
      starterPrompts: { 0: { prompt: 'What is this?' }, 1: { prompt: '' }, 2: { prompt: 'Pricing?' } },
      chatFeedback: { status: true },
      leads: { status: true, title: 'Who are you?', name: true, email: true },
      followUpPrompts: { status: true },
      uploads: {
        isSpeechToTextEnabled: true,
        isImageUploadAllowed: true,
        isRAGFileUploadAllowed: false,
        imgUploadSizeAndTypes: [{ fileTypes: ['image/png', 'image/jpeg'], maxUploadSize: 5 }],
        fileUploadSizeAndTypes: [],
      },
      title: 'Saved title',
      botMessage: { backgroundColor: '#eee' },
      allowedOrigins: ['https://a.test'],
      isStreaming: true,
    })
    expect(config).toEqual({
      starterPrompts: ['What is this?', 'Pricing?'],
      feedback: true,
      followUpPrompts: true,
      speechToText: true,
      leads: {
        title: 'Who are you?',
        successMessage: DEFAULT_LEADS_SUCCESS,
        name: true,
        email: true,
        phone: false,
      },
      images: { types: ['image/png', 'image/jpeg'], maxBytes: 5 * 1024 * 1024 },
      display: { title: 'Saved title', botMessage: { backgroundColor: '#eee' } },
    })
  })

  it('has everything off for an empty answer', () => {
    expect(parsePublicConfig(null)).toEqual({
      starterPrompts: [],
      feedback: false,
      followUpPrompts: false,
      speechToText: false,
      display: {},
    })
    expect(parsePublicConfig({ leads: { status: true } }).leads).toEqual({
      title: DEFAULT_LEADS_TITLE,
      successMessage: DEFAULT_LEADS_SUCCESS,
      name: false,
      email: true,
      phone: false,
    })
  })

  it('reads the file upload tab and checks files against it', () => {
    const config = parsePublicConfig({
      fullFileUpload: {
        status: true,
        allowedUploadFileTypes: 'text/plain, application/pdf,image/*',
        maxUploadSize: '1',
      },
    })
    const rules = config.files ? [config.files] : []
    expect(fileAllowed({ name: 'a.txt', type: 'text/plain', size: 10 }, rules)).toBe(true)
    expect(fileAllowed({ name: 'a.gif', type: 'image/gif', size: 10 }, rules)).toBe(true)
    expect(fileAllowed({ name: 'a.exe', type: 'application/x-msdownload', size: 10 }, rules)).toBe(false)
    expect(fileAllowed({ name: 'a.pdf', type: 'application/pdf', size: 2 * 1024 * 1024 }, rules)).toBe(false)
    expect(fileAllowed({ name: 'notes.md', type: '', size: 1 }, [{ types: ['.md'] }])).toBe(true)
    expect(fileAllowed({ name: 'x', type: 'a/b', size: 1 }, [])).toBe(false)
  })
})

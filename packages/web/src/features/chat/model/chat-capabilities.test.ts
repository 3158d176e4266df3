import { describe, expect, it } from 'vitest'
import { chatCapabilitiesOf, uploadAccept } from './chat-capabilities'

const flowData = (inputs: Record<string, unknown>) =>
  JSON.stringify({
    nodes: [
      { id: 'a', data: { inputs: {} } },
      { id: 'b', data: { inputs } },
    ],
    edges: [],
  })

describe('chat capabilities', () => {
  it('is text only for a plain flow, and survives broken settings', () => {
    expect(chatCapabilitiesOf({ flowData: flowData({}) })).toEqual({
      images: false,
      files: false,
      fileTypes: [],
      audio: false,
    })
    expect(chatCapabilitiesOf({ flowData: '{', chatbotConfig: 'x', speechToText: '[]' }).audio).toBe(false)
  })

  it('allows images for a model with Allow Image Uploads, files when the upload tab is on', () => {
    const caps = chatCapabilitiesOf({
      flowData: flowData({ allowImageUploads: true }),
      chatbotConfig: JSON.stringify({
        fullFileUpload: { status: true, allowedUploadFileTypes: 'text/plain, application/pdf' },
      }),
    })
    expect(caps).toMatchObject({ images: true, files: true, fileTypes: ['text/plain', 'application/pdf'] })
    expect(uploadAccept(caps)).toBe('image/gif,image/jpeg,image/png,image/webp,text/plain,application/pdf')
    expect(uploadAccept({ ...caps, fileTypes: [] })).toBe('')
  })

  it('shows the mic only when a speech-to-text provider is on', () => {
    const off = JSON.stringify({ openAIWhisper: { status: false, credentialId: 'c' } })
    const on = JSON.stringify({ openAIWhisper: { status: false }, assemblyAiTranscribe: { status: true } })
    expect(chatCapabilitiesOf({ flowData: '{}', speechToText: off }).audio).toBe(false)
    expect(chatCapabilitiesOf({ flowData: '{}', speechToText: on }).audio).toBe(true)
    expect(chatCapabilitiesOf({ flowData: '{}', speechToText: null }).audio).toBe(false)
  })
})

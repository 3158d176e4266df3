import { describe, expect, it } from 'vitest'
import type { TChatMessage } from '@unikflow/graph'
import { annotatedFiles, artifactFiles } from './chat-artifacts'
import { applyStreamEvent, bubblesFromStored, withStreamedFiles, type ChatBubble } from './chat-messages'

const chat = { flowId: 'f1', chatId: 'c1' }

describe('files a run made, as the chat shows them', () => {
  it("shows kept images from the chat's files and data-URL images as they are; other artifacts are left out", () => {
    expect(
      artifactFiles(
        [
          { type: 'png', data: 'FILE-STORAGE::generated_image_1.png' },
          { type: 'jpeg', data: 'data:image/jpeg;base64,AAAA' },
          { type: 'html', data: '<b>hi</b>' },
          { type: 'png', data: 'javascript:alert(1)' },
          'junk',
        ],
        chat,
      ),
    ).toEqual([
      { name: 'generated_image_1.png', mime: 'image/png', stored: chat },
      { name: 'jpeg', mime: 'image/jpeg', previewUrl: 'data:image/jpeg;base64,AAAA' },
    ])
  })

  it('offers annotated files as downloads of the chat', () => {
    expect(
      annotatedFiles([{ filePath: 'FILE-STORAGE::out.csv', fileName: 'out.csv' }, { x: 1 }], chat),
    ).toEqual([{ name: 'out.csv', mime: 'application/octet-stream', stored: chat, download: true }])
  })

  it('adds them to the answer as they stream, and to a stored answer when the chat reopens', () => {
    const answer: ChatBubble = { id: 'a', role: 'apiMessage', content: '', status: 'streaming' }
    const events = [
      { event: 'token', data: 'Here.' },
      { event: 'artifacts', data: [{ type: 'png', data: 'FILE-STORAGE::a.png' }] },
      { event: 'fileAnnotations', data: [{ filePath: 'FILE-STORAGE::b.csv', fileName: 'b.csv' }] },
    ]
    const streamed = events.reduce((b, e) => withStreamedFiles(applyStreamEvent(b, e), e, chat), answer)
    expect(streamed.content).toBe('Here.')
    expect(streamed.madeFiles?.map((f) => f.name)).toEqual(['a.png', 'b.csv'])

    const stored = {
      id: 'm1',
      chatflowId: 'f1',
      chatId: 'c1',
      role: 'apiMessage',
      content: 'Here.',
      artifacts: [{ type: 'png', data: 'FILE-STORAGE::a.png' }],
      fileAnnotations: null,
    } as unknown as TChatMessage
    expect(bubblesFromStored([stored])[0]?.madeFiles).toEqual([
      { name: 'a.png', mime: 'image/png', stored: chat },
    ])
  })
})

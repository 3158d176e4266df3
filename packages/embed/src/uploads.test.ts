import { describe, expect, it } from 'vitest'
import { isShownImage, uploadFileUrl } from './uploads'

describe('chat uploads shown again', () => {
  it('names the file in the query, escaped', () => {
    expect(
      uploadFileUrl('https://bots.example', { chatflowId: 'f1', chatId: 'c 1', fileName: 'my sock&.png' }),
    ).toBe('https://bots.example/api/v1/get-upload-file?chatflowId=f1&chatId=c+1&fileName=my+sock%26.png')
  })

  it('shows only the images the server sends inline', () => {
    expect(isShownImage('image/png')).toBe(true)
    expect(isShownImage('IMAGE/JPEG')).toBe(true)
    expect(isShownImage('image/svg+xml')).toBe(false)
    expect(isShownImage('text/plain')).toBe(false)
  })
})

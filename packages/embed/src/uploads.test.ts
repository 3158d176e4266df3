import { describe, expect, it } from 'vitest'
import { isShownImage, madeFiles, uploadFileUrl } from './uploads'

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

  it("reads what an answer's run made: kept images to show, kept files to download, nothing else", () => {
    expect(
      madeFiles(
        [
          { type: 'png', data: 'FILE-STORAGE::generated_image_1.png' },
          { type: 'html', data: 'FILE-STORAGE::page.html' },
          { type: 'jpeg', data: 'https://elsewhere.example/x.jpg' },
          null,
        ],
        [{ filePath: 'FILE-STORAGE::out.csv', fileName: 'out.csv' }, { fileName: 'x' }],
      ),
    ).toEqual({ images: ['generated_image_1.png'], downloads: ['out.csv'] })
    expect(madeFiles(undefined, 'junk')).toEqual({ images: [], downloads: [] })
  })
})

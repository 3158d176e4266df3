import { describe, expect, it } from 'vitest'
import { RecursiveCharacterTextSplitter } from '@langchain/textsplitters'
import { splitInWindows } from './split-in-windows'

/** Prose-like text: paragraphs of varied length, some longer than a chunk, blank-line runs, repeats. */
function midSizeText(): string {
  const words = ['refund', 'order', 'shipping', 'customer', 'invoice', 'return', 'policy', 'days', 'ß', 'ok']
  const paragraphs: string[] = []
  for (let p = 0; p < 600; p++) {
    const length = p % 37 === 0 ? 400 : 5 + ((p * 17) % 90)
    const sentence: string[] = []
    for (let w = 0; w < length; w++) sentence.push(words[(p * 31 + w * 13) % words.length] ?? 'x')
    // Single line breaks inside some paragraphs, so long ones are split again on lines and spaces.
    paragraphs.push(sentence.join(p % 5 === 0 ? '\n' : ' '))
    if (p % 50 === 0) paragraphs.push('The same paragraph again.', 'The same paragraph again.')
  }
  return paragraphs.map((p, i) => (i % 29 === 0 ? `${p}\n\n\n` : `${p}\n\n`)).join('')
}

/** The text in pieces of uneven sizes, as a file stream gives them. */
async function* inPieces(text: string, size: number): AsyncGenerator<string> {
  for (let i = 0; i < text.length; i += size) yield text.slice(i, i + size)
}

async function windowed(
  options: { chunkSize: number; chunkOverlap: number; separators?: string[] },
  text: string,
  windowChars: number,
) {
  const windows: number[] = []
  const pieces: { pageContent: string; from: number; to: number }[] = []
  for await (const batch of splitInWindows(options, inPieces(text, 777), {
    windowChars,
    onWindow: (n) => windows.push(n),
  }))
    pieces.push(...batch)
  return { pieces, windows }
}

async function whole(
  options: { chunkSize: number; chunkOverlap: number; separators?: string[] },
  text: string,
) {
  const docs = await new RecursiveCharacterTextSplitter(options).createDocuments([text])
  return docs.map((d) => ({
    pageContent: d.pageContent,
    from: d.metadata.loc.lines.from,
    to: d.metadata.loc.lines.to,
  }))
}

describe('splitting a streamed text window by window', () => {
  it.each([
    { chunkSize: 1000, chunkOverlap: 200 },
    { chunkSize: 300, chunkOverlap: 50 },
    { chunkSize: 120, chunkOverlap: 0 },
    { chunkSize: 500, chunkOverlap: 100, separators: ['\n\n', '\n', ' ', ''] },
  ])(
    'gives the chunks and line numbers of splitting the whole text (%o), reading bounded windows',
    async (options) => {
      const text = midSizeText()
      expect(text.length).toBeGreaterThan(100_000)
      const expected = await whole(options, text)
      const { pieces, windows } = await windowed(options, text, 8_000)
      expect(pieces.length).toBe(expected.length)
      expect(pieces).toEqual(expected)
      // Many windows, none of them the whole text: the splitter never had all of it.
      expect(windows.length).toBeGreaterThan(10)
      expect(Math.max(...windows)).toBeLessThanOrEqual(8_000 + 777)
    },
  )

  it('a text without blank lines in its first window is split whole, the same way', async () => {
    const text = 'line of text that goes on\n'.repeat(2_000)
    const options = { chunkSize: 200, chunkOverlap: 20 }
    const { pieces, windows } = await windowed(options, text, 8_000)
    expect(pieces).toEqual(await whole(options, text))
    expect(windows).toEqual([text.length])
  })

  it('a text shorter than a window is split in one go', async () => {
    const text = 'First paragraph.\n\nSecond one, a little longer.\n\n\nThird.'
    const options = { chunkSize: 20, chunkOverlap: 5 }
    const { pieces } = await windowed(options, text, 8_000)
    expect(pieces).toEqual(await whole(options, text))
  })
})

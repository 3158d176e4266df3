import { defineRuntime } from '../../runtime'
import { getNumber, getString } from '../../shared/read-inputs'
import { markdownTextSplitter } from './markdownTextSplitter.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainTextsplitters = lazyImport(() => import('@langchain/textsplitters'))

/** `h1`…`h6` as the deepest heading level that opens a section; 0 (no sectioning) for anything else. */
function headerLevel(value: string): number {
  const match = /^h([1-6])$/.exec(value)
  return match ? Number(match[1]) : 0
}

/** The text cut before every heading of `level` or higher: each section is its heading and what follows. */
export function sectionsByHeading(text: string, level: number): string[] {
  const sections: string[][] = [[]]
  for (const line of text.split('\n')) {
    const hashes = /^(#{1,6})\s/.exec(line)?.[1]?.length ?? 0
    if (hashes > 0 && hashes <= level) sections.push([])
    sections.at(-1)?.push(line)
  }
  return sections.map((lines) => lines.join('\n').trim()).filter((s) => s !== '')
}

export default defineRuntime(markdownTextSplitter, {
  kind: 'supply',
  async supply(ctx) {
    const { MarkdownTextSplitter } = await langchainTextsplitters()
    const level = headerLevel(getString(ctx, 'splitByHeaders'))
    class SectionSplitter extends MarkdownTextSplitter {
      override async splitText(text: string): Promise<string[]> {
        return level > 0 ? sectionsByHeading(text, level) : super.splitText(text)
      }
    }
    return new SectionSplitter({
      chunkSize: getNumber(ctx, 'chunkSize', 1000),
      chunkOverlap: getNumber(ctx, 'chunkOverlap', 200),
    })
  },
})

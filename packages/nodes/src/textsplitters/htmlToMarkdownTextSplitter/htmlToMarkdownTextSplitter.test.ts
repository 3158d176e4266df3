import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { loadDocuments } from '../../testing/load-documents'

const harness = useNodeHarness()

const fileInput = (name: string, mime: string, data: Buffer | string) =>
  `data:${mime};base64,${Buffer.from(data).toString('base64')},filename:${name}`
const text = (body: string) => ({ text: body })
const load = (
  name: string,
  inputs: Record<string, unknown>,
  splitter?: { name: string; inputs: Record<string, unknown> },
  allow: string[] = [],
) => loadDocuments(harness, name, inputs, { splitter, allowPrivateHosts: allow })

describe('HtmlToMarkdown Text Splitter', () => {
  it('HtmlToMarkdown Text Splitter turns HTML into Markdown before cutting it, for typed text and for a file', async () => {
    const html =
      '<html><head><style>p { color: red }</style></head><body><h1>A</h1><p>alpha <a href="https://a.example">link</a></p>' +
      '<script>track()</script><h2>B</h2><p>beta beta</p></body></html>'
    const splitter = { name: 'htmlToMarkdownTextSplitter', inputs: { chunkSize: 40, chunkOverlap: 0 } }
    const typed = await load('plainText', text(html), splitter)
    expect(typed.map((d) => d.pageContent)).toEqual([
      '# A\n\nalpha [link](https://a.example)',
      '## B\n\nbeta beta',
    ])
    // A Text File would otherwise be cut in windows of its raw bytes, skipping the conversion.
    const file = await load('textFile', { txtFile: fileInput('page.html', 'text/html', html) }, splitter)
    expect(file.map((d) => d.pageContent)).toEqual(typed.map((d) => d.pageContent))
  })
})

import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { loadDocuments } from '../../testing/load-documents'

const harness = useNodeHarness()

const fileInput = (name: string, mime: string, data: Buffer | string) =>
  `data:${mime};base64,${Buffer.from(data).toString('base64')},filename:${name}`
const load = (
  name: string,
  inputs: Record<string, unknown>,
  splitter?: { name: string; inputs: Record<string, unknown> },
  allow: string[] = [],
) => loadDocuments(harness, name, inputs, { splitter, allowPrivateHosts: allow })

describe('Markdown / HTML File', () => {
  it('Markdown / HTML File keeps Markdown and converts HTML to Markdown without scripts', async () => {
    const html =
      '<html><head><style>p{}</style></head><body><h1>Shipping</h1><script>alert(1)</script><p>We ship <b>fast</b> to <a href="/eu">Europe</a>.</p><ul><li>DHL</li><li>UPS</li></ul></body></html>'
    const docs = await load('markdownHtmlFile', {
      markdownHtmlFile: JSON.stringify([
        fileInput('ship.html', 'text/html', html),
        fileInput('notes.md', 'text/markdown', '# Notes\n\nAs is.'),
      ]),
    })
    expect(docs).toEqual([
      {
        pageContent: '# Shipping\n\nWe ship **fast** to [Europe](/eu).\n\n- DHL\n- UPS',
        metadata: { source: 'ship.html' },
      },
      { pageContent: '# Notes\n\nAs is.', metadata: { source: 'notes.md' } },
    ])
  })
})

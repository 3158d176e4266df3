import type { z } from 'zod'
import type { ZSourceDocument } from '@unikflow/graph'

export type SourceDocument = z.infer<typeof ZSourceDocument>

/** `metadata.source` when it is text. */
export function sourceOf(doc: SourceDocument): string | undefined {
  const source = doc.metadata.source
  return typeof source === 'string' && source.trim() !== '' ? source : undefined
}

export function isUrlSource(source: string | undefined): source is string {
  return source !== undefined && /^https?:\/\//i.test(source)
}

/**
 * docs/product.md#limits-and-constants: URL-style sources appear once (a scraped page split into many chunks is one chip); other
 * documents stay as they are, in order.
 */
export function dedupeSourceDocuments(docs: readonly SourceDocument[]): SourceDocument[] {
  const seen = new Set<string>()
  return docs.filter((doc) => {
    const source = sourceOf(doc)
    if (!isUrlSource(source)) return true
    if (seen.has(source)) return false
    seen.add(source)
    return true
  })
}

/** The chip's text: the source (a URL without its scheme), else the start of the page content. */
export function sourceChipLabel(doc: SourceDocument, max = 40): string {
  const source = sourceOf(doc)
  const text = source ? source.replace(/^https?:\/\//i, '') : doc.pageContent.replace(/\s+/g, ' ').trim()
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}

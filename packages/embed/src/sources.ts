// Source documents under an answer: one chip per distinct source.
import { asRecord } from './json'

export interface SourceDocument {
  pageContent: string
  metadata: Record<string, unknown>
}

export interface SourceChip {
  /** A link target when the source is a web address. */
  url?: string
  label: string
  /** The document text (shown when the chip is opened), for non-URL sources. */
  content: string
}

export function isWebUrl(value: unknown): value is string {
  return typeof value === 'string' && /^https?:\/\/[^\s]+$/i.test(value.trim())
}

function labelOf(doc: SourceDocument): string {
  const { source, title } = doc.metadata
  if (typeof title === 'string' && title.trim()) return title.trim()
  if (isWebUrl(source)) {
    try {
      const url = new URL(source.trim())
      const path = url.pathname === '/' ? '' : url.pathname
      return `${url.hostname}${path}`
    } catch {
      return source.trim()
    }
  }
  if (typeof source === 'string' && source.trim()) return source.trim().split(/[\\/]/).pop() ?? source.trim()
  const text = doc.pageContent.trim().replace(/\s+/g, ' ')
  return text.length > 40 ? `${text.slice(0, 40)}…` : text || 'Source'
}

/**
 * Chips for an answer's source documents. Documents from the same web address collapse into one
 * chip (several chunks of one page are common); other documents collapse when their text is equal.
 */
export function sourceChips(docs: readonly unknown[] | undefined): SourceChip[] {
  const chips: SourceChip[] = []
  const seen = new Set<string>()
  for (const raw of docs ?? []) {
    if (typeof raw !== 'object' || raw === null) continue
    const candidate = asRecord(raw)
    const doc: SourceDocument = {
      pageContent: typeof candidate.pageContent === 'string' ? candidate.pageContent : '',
      metadata: asRecord(candidate.metadata),
    }
    const source = doc.metadata.source
    const url = isWebUrl(source) ? source.trim() : undefined
    const key = url ? `url:${url}` : `text:${typeof source === 'string' ? source : ''}:${doc.pageContent}`
    if (seen.has(key)) continue
    seen.add(key)
    chips.push({ ...(url ? { url } : {}), label: labelOf(doc), content: doc.pageContent })
  }
  return chips
}

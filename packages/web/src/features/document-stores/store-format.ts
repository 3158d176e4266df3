import type { TDocumentLoader, TDocumentStore, TDocumentStoreStatus } from '@unikflow/graph'

/** Pure helpers of the document store pages: sizes, statuses and loader summaries. */

const SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const

/** A byte count in Bytes … YB, base 1024, at most two decimals ("1.5 KB"). */
export function formatBytes(bytes: number, decimals = 2): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes'
  const i = Math.min(SIZE_UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)))
  const value = bytes / 1024 ** i
  return `${Number.parseFloat(value.toFixed(Math.max(0, decimals)))} ${SIZE_UNITS[i]}`
}

const ABBREVIATIONS = ['', 'k', 'M', 'G', 'T', 'P', 'E'] as const

/** A count abbreviated with k, M, G, T, P, E (1234 → "1.2k"). */
export function abbreviateNumber(n: number): string {
  if (!Number.isFinite(n)) return '0'
  const sign = n < 0 ? '-' : ''
  let value = Math.abs(n)
  let i = 0
  while (value >= 1000 && i < ABBREVIATIONS.length - 1) {
    value /= 1000
    i++
  }
  const text = i === 0 ? String(Math.round(value)) : String(Number.parseFloat(value.toFixed(1)))
  return `${sign}${text}${ABBREVIATIONS[i]}`
}

type ChipColor = 'default' | 'info' | 'success' | 'warning' | 'primary' | 'secondary'

/** The chip colour of a status: settled states green, work in progress blue, attention orange. */
export const STATUS_COLORS: Record<TDocumentStoreStatus, ChipColor> = {
  EMPTY: 'default',
  NEW: 'secondary',
  SYNC: 'success',
  SYNCING: 'info',
  STALE: 'warning',
  UPSERTING: 'info',
  UPSERTED: 'primary',
}

/** A store (or one of its loaders) is working: the page polls until it settles. */
export function isBusy(store: TDocumentStore): boolean {
  return store.status === 'SYNCING' || store.status === 'UPSERTING' || store.loaders.some(isLoaderBusy)
}

export function isLoaderBusy(loader: TDocumentLoader): boolean {
  return loader.status === 'SYNCING'
}

/** Loaders saved but not processed yet (or cut short): the "some files await processing" notice. */
export function awaitsProcessing(store: TDocumentStore): boolean {
  return store.loaders.some((l) => l.status === 'NEW' || l.status === 'STALE')
}

/** Distinct loader node names of a store, in the order first used. */
export function loaderTypes(store: TDocumentStore): string[] {
  return [...new Set(store.loaders.map((l) => l.loaderName))]
}

/** What a loader reads: its file names, picked links or URL, or its text. */
export function loaderSource(loader: TDocumentLoader): string {
  if (loader.files.length > 0) return loader.files.map((f) => f.name).join(', ')
  const { selectedLinks, url, text } = loader.loaderConfig
  if (typeof selectedLinks === 'string' && selectedLinks.trim().startsWith('[')) {
    const links = parseLinks(selectedLinks)
    if (links.length > 0) return links.join(', ')
  }
  if (typeof url === 'string' && url !== '') return url
  if (typeof text === 'string') return text.length > 60 ? `${text.slice(0, 60)}…` : text
  return ''
}

/** The picked links a web loader keeps as a JSON array in `selectedLinks`. */
export function parseLinks(value: unknown): string[] {
  if (typeof value !== 'string' || value.trim() === '') return []
  try {
    const parsed: unknown = JSON.parse(value)
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : []
  } catch {
    return []
  }
}

/** Share of a loader's work done, 0–100 (files or links read of the total). */
export function progressPercent(loader: TDocumentLoader): number {
  const { done, total } = loader.progress
  if (total <= 0) return 0
  return Math.min(100, Math.round((done / total) * 100))
}

import { readItem, writeItem } from '../../../config/storage'

const RECENT_KEY = 'unikflow.palette.recent'
/** How many recently added node types the palette lists above its categories. */
export const RECENT_LIMIT = 6

/** The node names this browser added last, newest first (nothing when storage is unavailable or garbled). */
export function readRecentNodes(): string[] {
  try {
    const stored: unknown = JSON.parse(readItem(RECENT_KEY) ?? '[]')
    return Array.isArray(stored) ? stored.filter((n): n is string => typeof n === 'string') : []
  } catch {
    return []
  }
}

/** Puts `name` first in the recently used list, keeping it short. */
export function rememberNode(name: string): string[] {
  const next = [name, ...readRecentNodes().filter((n) => n !== name)].slice(0, RECENT_LIMIT)
  writeItem(RECENT_KEY, JSON.stringify(next))
  return next
}

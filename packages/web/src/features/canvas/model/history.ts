/** Undo/redo over document snapshots. Selection and viewport are never part of it (docs/conventions.md#document-state-apart-from-editor-state). */
export type History<T> = {
  readonly past: readonly T[]
  readonly present: T
  readonly future: readonly T[]
  /** Consecutive commits with the same key (typing into one field) make one undo step. */
  readonly lastKey?: string
}

export const HISTORY_LIMIT = 100

export function createHistory<T>(present: T): History<T> {
  return { past: [], present, future: [] }
}

export function commitHistory<T>(history: History<T>, next: T, key?: string): History<T> {
  if (key !== undefined && key === history.lastKey) return { ...history, present: next, future: [] }
  const past = [...history.past, history.present].slice(-HISTORY_LIMIT)
  return { past, present: next, future: [], ...(key !== undefined && { lastKey: key }) }
}

export function undoHistory<T>(history: History<T>): History<T> {
  const previous = history.past.at(-1)
  if (previous === undefined) return history
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] }
}

export function redoHistory<T>(history: History<T>): History<T> {
  const next = history.future[0]
  if (next === undefined) return history
  return { past: [...history.past, history.present], present: next, future: history.future.slice(1) }
}

export const canUndo = (history: History<unknown>) => history.past.length > 0
export const canRedo = (history: History<unknown>) => history.future.length > 0

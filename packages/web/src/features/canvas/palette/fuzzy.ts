/**
 * A small fuzzy match: every query character appears in order. Consecutive and word-start hits score
 * higher; a plain substring beats any scattered match. Undefined when the text does not match.
 */
export function fuzzyScore(query: string, text: string): number | undefined {
  const q = query.trim().toLowerCase()
  if (q === '') return 0
  const t = text.toLowerCase()
  const at = t.indexOf(q)
  if (at !== -1) return 1000 - at + (at === 0 || /\W/.test(t[at - 1] ?? '') ? 100 : 0)
  let score = 0
  let ti = 0
  let run = 0
  for (const ch of q) {
    if (ch === ' ') continue
    const found = t.indexOf(ch, ti)
    if (found === -1) return undefined
    run = found === ti ? run + 1 : 0
    score += 1 + run * 2 + (found === 0 || /\W/.test(t[found - 1] ?? '') ? 3 : 0)
    ti = found + 1
  }
  return score
}

/** Items matching `query` by any of their texts, best first; all items in order for an empty query. */
export function fuzzyFilter<T>(items: readonly T[], query: string, texts: (item: T) => string[]): T[] {
  if (query.trim() === '') return [...items]
  const scored: { item: T; score: number }[] = []
  for (const item of items) {
    const best = Math.max(...texts(item).map((s) => fuzzyScore(query, s) ?? -1))
    if (best >= 0) scored.push({ item, score: best })
  }
  return scored.sort((a, b) => b.score - a.score).map((s) => s.item)
}

export type DiffPart = { kind: 'same' | 'added' | 'removed'; text: string }

/** Longest-common-subsequence table of two token lists (small texts: outputs of a dataset row). */
function lcs(a: readonly string[], b: readonly string[]): number[][] {
  const table = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0))
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--) {
      const row = table[i]
      if (!row) continue
      row[j] =
        a[i] === b[j] ? (table[i + 1]?.[j + 1] ?? 0) + 1 : Math.max(table[i + 1]?.[j] ?? 0, row[j + 1] ?? 0)
    }
  return table
}

/** Word-level difference of two texts (whitespace kept with the words); long texts compare as a whole. */
export function wordDiff(before: string, after: string): DiffPart[] {
  const a = before.match(/\s+|[^\s]+/g) ?? []
  const b = after.match(/\s+|[^\s]+/g) ?? []
  if (a.length * b.length > 250_000)
    return before === after
      ? [{ kind: 'same', text: after }]
      : [
          { kind: 'removed', text: before },
          { kind: 'added', text: after },
        ]
  const table = lcs(a, b)
  const parts: DiffPart[] = []
  const push = (kind: DiffPart['kind'], text: string) => {
    const last = parts.at(-1)
    if (last?.kind === kind) last.text += text
    else parts.push({ kind, text })
  }
  let i = 0
  let j = 0
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      push('same', a[i++] ?? '')
      j++
    } else if (i < a.length && (j >= b.length || (table[i + 1]?.[j] ?? 0) >= (table[i]?.[j + 1] ?? 0)))
      // What went comes before what replaced it.
      push('removed', a[i++] ?? '')
    else push('added', b[j++] ?? '')
  }
  return parts
}

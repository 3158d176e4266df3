/** FNV-1a, 32 bits. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/**
 * The hashing trick: each word (and each pair of neighbouring words) adds ±1 at a position chosen by
 * its hash; the vector is L2-normalized, so texts sharing words have a high cosine similarity.
 * Deterministic, so the same text always gets the same vector.
 */
export function hashEmbed(text: string, dimensions: number): number[] {
  const v = new Array<number>(dimensions).fill(0)
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
  const features = [...words, ...words.slice(1).map((w, i) => `${words[i]} ${w}`)]
  for (const f of features) {
    const h = fnv1a(f)
    v[h % dimensions] = (v[h % dimensions] ?? 0) + (h & 0x80000000 ? -1 : 1)
  }
  const norm = Math.hypot(...v) || 1
  return v.map((x) => x / norm)
}

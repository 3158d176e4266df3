const EMBEDDING_DIMENSIONS = 8

/** Deterministic embedding: the same text always maps to the same unit vector. */
export function fakeEmbedding(text: string): number[] {
  const v = new Array<number>(EMBEDDING_DIMENSIONS).fill(0)
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    v[(code * 7 + i * 13) % EMBEDDING_DIMENSIONS]! += 1 + code / 255
  }
  const norm = Math.hypot(...v) || 1
  return v.map((x) => x / norm)
}

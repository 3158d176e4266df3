/**
 * Seeded unit vectors shaped like text embeddings: each vector is one of `topics` random directions plus
 * noise, so a query has real neighbours (vectors of its topic, cosine ≈ 0.6) among many unrelated ones.
 * Uniformly random vectors are no model of embeddings (every vector is about as far from every other),
 * and an LCG stream per seed repeats vectors. The same (dim, seed, topics) always gives the same vector.
 */
export function topicVector(dim: number, seed: number, topics = 1000): number[] {
  const centre = gaussianUnit(dim, 1_000_003 * (1 + (seed % topics)))
  const noise = gaussianUnit(dim, 7_919 * seed + 17)
  return unit(centre.map((c, i) => c + 0.8 * (noise[i] ?? 0)))
}

/** Exact top-k of unit vectors by cosine (their dot product): positions in `vectors`, the ground truth for an approximate search. */
export function exactTopK(
  vectors: readonly (readonly number[])[],
  query: readonly number[],
  k: number,
): number[] {
  const scored = vectors.map((v, i) => {
    let dot = 0
    for (let j = 0; j < v.length; j++) dot += (v[j] ?? 0) * (query[j] ?? 0)
    return { i, dot }
  })
  return scored
    .sort((a, b) => b.dot - a.dot)
    .slice(0, k)
    .map((s) => s.i)
}

function gaussianUnit(dim: number, seed: number): number[] {
  const random = mulberry32(seed)
  const v: number[] = []
  for (let i = 0; i < dim; i++)
    v.push(Math.sqrt(-2 * Math.log(random() || 1e-12)) * Math.cos(2 * Math.PI * random()))
  return unit(v)
}

function unit(v: number[]): number[] {
  const norm = Math.hypot(...v) || 1
  return v.map((x) => x / norm)
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

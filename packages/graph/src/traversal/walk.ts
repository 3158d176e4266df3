/** Breadth-first walk from `start` along `next`, nearest first; `start` itself is not returned. */
export function walk(start: string, next: (id: string) => readonly string[], depth: number): string[] {
  const seen = new Set<string>([start])
  const order: string[] = []
  let frontier = [start]
  for (let level = 0; level < depth && frontier.length > 0; level += 1) {
    const following: string[] = []
    for (const id of frontier) {
      for (const n of next(id)) {
        if (seen.has(n)) continue
        seen.add(n)
        order.push(n)
        following.push(n)
      }
    }
    frontier = following
  }
  return order
}

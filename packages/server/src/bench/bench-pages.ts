// Text the knowledge benches chunk.

/** A page of prose-like text (~3,000 characters in paragraphs), different for each page. */
export function page(n: number): string {
  const words = [
    'refund',
    'order',
    'shipping',
    'customer',
    'invoice',
    'return',
    'policy',
    'days',
    'store',
    'item',
  ]
  const paragraphs: string[] = []
  for (let p = 0; p < 6; p++) {
    const sentence: string[] = []
    for (let w = 0; w < 80; w++) sentence.push(words[(n * 31 + p * 7 + w * 13) % words.length] ?? 'x')
    paragraphs.push(`${sentence.join(' ')} (page ${n}, paragraph ${p}).`)
  }
  return paragraphs.join('\n\n')
}

/** One paper of arXiv's Atom answer. */
export type TArxivPaper = {
  readonly id: string
  readonly title: string
  readonly summary: string
  readonly published: string
  readonly authors: readonly string[]
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

const decode = (text: string) =>
  text
    .replace(/&(amp|lt|gt|quot|apos);/g, (_m, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim()

const tag = (xml: string, name: string) =>
  decode(new RegExp(`<${name}[^>]*>([\\s\\S]*?)</${name}>`).exec(xml)?.[1] ?? '')

/** The papers of an arXiv API (Atom) answer, in its order. */
export function parseArxivFeed(xml: string): TArxivPaper[] {
  return [...xml.matchAll(/<entry>([\s\S]*?)<\/entry>/g)].map(([, entry = '']) => ({
    id: tag(entry, 'id'),
    title: tag(entry, 'title'),
    summary: tag(entry, 'summary'),
    published: tag(entry, 'published').slice(0, 10),
    authors: [...entry.matchAll(/<author>([\s\S]*?)<\/author>/g)].map(([, a = '']) => tag(a, 'name')),
  }))
}

/** arXiv IDs (new `2301.12345v2` or old `hep-th/9901001` style), space-separated, search by ID. */
export const isArxivIdList = (query: string) =>
  query
    .trim()
    .split(/\s+/)
    .every((word) => /^(\d{4}\.\d{4,5}|[a-z-]+(\.[A-Z]{2})?\/\d{7})(v\d+)?$/.test(word))

/** The paper as the agent reads it. */
export const paperText = (p: TArxivPaper, body: string) =>
  `Published: ${p.published}\nTitle: ${p.title}\nAuthors: ${p.authors.join(', ')}\n${body}`

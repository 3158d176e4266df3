import type { CheerioAPI, contains } from 'cheerio'
import { lazyImport } from './lazy-import'

const cheerioModule = lazyImport(() => import('cheerio'))

/** A node of the parsed page (domhandler's AnyNode, which cheerio does not re-export). */
type AnyNode = Parameters<typeof contains>[0]

const SKIP = new Set(['script', 'style', 'noscript', 'template', 'svg', 'head', 'iframe'])
const BLOCK = new Set([
  'p',
  'div',
  'section',
  'article',
  'main',
  'header',
  'footer',
  'table',
  'tr',
  'blockquote',
])

const squash = (s: string) => s.replace(/\s+/g, ' ')

/** Inline text of a node, with links and emphasis written as Markdown. */
function inline($: CheerioAPI, node: AnyNode): string {
  if (node.type === 'text') return squash($(node).text())
  if (node.type !== 'tag') return ''
  const tag = node.name.toLowerCase()
  if (SKIP.has(tag)) return ''
  if (tag === 'br') return '\n'
  const inner = $(node)
    .contents()
    .toArray()
    .map((c) => inline($, c))
    .join('')
  if (tag === 'a') {
    const href = $(node).attr('href')
    return href && inner.trim() ? `[${inner.trim()}](${href})` : inner
  }
  if ((tag === 'strong' || tag === 'b') && inner.trim()) return `**${inner.trim()}**`
  if ((tag === 'em' || tag === 'i') && inner.trim()) return `_${inner.trim()}_`
  if (tag === 'code') return `\`${inner}\``
  return inner
}

/** Blocks of a node: headings, paragraphs, list items and code blocks, separated by blank lines. */
function blocks($: CheerioAPI, node: AnyNode, out: string[]): void {
  if (node.type === 'text') {
    const text = squash($(node).text()).trim()
    if (text) out.push(text)
    return
  }
  if (node.type !== 'tag') return
  const tag = node.name.toLowerCase()
  if (SKIP.has(tag)) return
  const heading = /^h([1-6])$/.exec(tag)
  if (heading) {
    const text = inline($, node).trim()
    if (text) out.push(`${'#'.repeat(Number(heading[1]))} ${text}`)
    return
  }
  if (tag === 'pre') {
    out.push(`\`\`\`\n${$(node).text().replace(/\n$/, '')}\n\`\`\``)
    return
  }
  if (tag === 'ul' || tag === 'ol') {
    const items = $(node)
      .children('li')
      .toArray()
      .map((li, i) => `${tag === 'ol' ? `${i + 1}.` : '-'} ${inline($, li).trim()}`)
    if (items.length > 0) out.push(items.join('\n'))
    return
  }
  if (tag === 'p' || tag === 'td' || tag === 'th' || tag === 'li') {
    const text = inline($, node).trim()
    if (text) out.push(text)
    return
  }
  const children = $(node).contents().toArray()
  const hasBlocks = children.some(
    (c) => c.type === 'tag' && (BLOCK.has(c.name) || /^(h[1-6]|ul|ol|pre|p)$/.test(c.name)),
  )
  if (!hasBlocks) {
    const text = inline($, node).trim()
    if (text) out.push(text)
    return
  }
  for (const child of children) blocks($, child, out)
}

/** HTML as Markdown text: what a person reads on the page, without scripts, styles or markup. */
export async function htmlToMarkdown(html: string, selector = ''): Promise<string> {
  const { load } = await cheerioModule()
  const $ = load(html)
  const roots = selector ? $(selector).toArray() : $('body').toArray()
  const out: string[] = []
  for (const root of roots.length > 0 ? roots : $.root().toArray()) blocks($, root, out)
  return out.join('\n\n')
}

// A small Markdown renderer whose output is safe by construction: every piece of text is escaped and
// the only markup in the result is what this file writes itself. With an HTML sanitiser (theme
// renderHTML), the answer's HTML tags are kept and the whole result goes through the sanitiser.

import { safeUrl as safeTarget } from '@unikflow/graph/protocols'
import type { HtmlSanitizer } from './html-sanitizer'

export interface MarkdownOptions {
  /** Keeps HTML in the text; given only with a sanitiser, which every result then goes through. */
  sanitizeHtml?: HtmlSanitizer
}

const OPEN = '\uE000'
const CLOSE = '\uE001'
const PLACEHOLDER = /\uE000(\d+)\uE001/g
const PRIVATE_MARKS = /[\uE000\uE001]/g

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c)
}

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  colon: ':',
  tab: '\t',
  newline: '\n',
  nbsp: '\u00a0',
  sol: '/',
}

/** Decodes character references the way a browser would before it reads a URL or attribute. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10)
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ''
    }
    return NAMED[ref.toLowerCase()] ?? whole
  })
}

/** A link target or image source from raw HTML or markdown (entities decoded first), if it is safe. */
export function safeUrl(raw: string, kind: 'link' | 'image' = 'link'): string | undefined {
  return safeTarget(decodeEntities(raw), kind)
}

function linkHtml(href: string, inner: string): string {
  return `<a href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer">${inner}</a>`
}

/** An HTML tag as written, quoted attribute values may hold `<` and `>`. */
const HTML_TAG = /<\/?[a-zA-Z][^<>"']*(?:"[^"]*"[^<>"']*|'[^']*'[^<>"']*)*>/g

/**
 * Inline Markdown (code, HTML if kept, images, links, bare URLs, emphasis) for one block of text. With
 * `sanitizeHtml` the result still holds the text's HTML: only `renderMarkdown`'s result is safe.
 */
function renderInline(input: string, options: MarkdownOptions = {}, inLink = false): string {
  const stash: string[] = []
  const keep = (html: string) => `${OPEN}${stash.push(html) - 1}${CLOSE}`
  let text = input.replace(PRIVATE_MARKS, '')

  text = text.replace(/(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g, (_m, _ticks: string, code: string) =>
    keep(`<code>${escapeHtml(code.trim() === '' ? code : code.replace(/^ (.*) $/s, '$1'))}</code>`),
  )
  if (options.sanitizeHtml) {
    text = text.replace(/<!--[\s\S]*?(-->|$)/g, '')
    text = text.replace(HTML_TAG, (tag) => (inLink && /^<\/?a\b/i.test(tag) ? '' : keep(tag)))
  }
  text = text.replace(
    /!\[([^\]\n]*)\]\(\s*<?((?:[^()\s>]|\([^()\s]*\))+)>?(?:\s+"([^"\n]*)")?\s*\)/g,
    (_m, alt: string, src: string, title?: string) => {
      const url = safeUrl(src, 'image')
      if (!url) return keep(escapeHtml(alt))
      const titleAttr = title ? ` title="${escapeHtml(title)}"` : ''
      return keep(`<img src="${escapeHtml(url)}" alt="${escapeHtml(alt)}"${titleAttr} loading="lazy">`)
    },
  )
  if (!inLink) {
    text = text.replace(
      /\[([^\]\n]+)\]\(\s*<?((?:[^()\s>]|\([^()\s]*\))+)>?(?:\s+"[^"\n]*")?\s*\)/g,
      (_m, label: string, href: string) => {
        const inner = renderInline(label, options, true)
        const url = safeUrl(href, 'link')
        return keep(url ? linkHtml(url, inner) : inner)
      },
    )
    text = text.replace(/\bhttps?:\/\/[^\s<>"'`]*[^\s<>"'`.,;:!?)\]}*_~]/g, (url) =>
      keep(linkHtml(url, escapeHtml(url))),
    )
  }

  let html = escapeHtml(text)
  html = html
    .replace(/\*\*(?=\S)([\s\S]*?\S)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[^\w])__(?=\S)([\s\S]*?\S)__(?!\w)/g, '$1<strong>$2</strong>')
    .replace(/\*(?=[^\s*])([^*\n]*?[^\s*])\*/g, '<em>$1</em>')
    .replace(/\*([^\s*])\*/g, '<em>$1</em>')
    .replace(/(^|[^\w])_(?=[^\s_])([^_\n]*?[^\s_]|[^\s_])_(?!\w)/g, '$1<em>$2</em>')
    .replace(/~~(?=\S)([\s\S]*?\S)~~/g, '<del>$1</del>')
    .replace(/\n/g, '<br>')
  return html.replace(PLACEHOLDER, (_m, n: string) => stash[Number(n)] ?? '')
}

const FENCE = /^\s{0,3}(`{3,}|~{3,})\s*([\w+#.-]*)/
const HEADING = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/
const RULE = /^\s{0,3}([-*_])(\s*\1){2,}\s*$/
const QUOTE = /^\s{0,3}>\s?/
const LIST_ITEM = /^(\s*)([-*+]|\d{1,9}[.)])\s+(.*)$/
const TABLE_DIVIDER = /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/

function startsBlock(line: string, next: string | undefined): boolean {
  return (
    FENCE.test(line) ||
    HEADING.test(line) ||
    RULE.test(line) ||
    QUOTE.test(line) ||
    LIST_ITEM.test(line) ||
    (line.includes('|') && next !== undefined && TABLE_DIVIDER.test(next) && next.includes('-'))
  )
}

function splitRow(line: string): string[] {
  const trimmed = line
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '')
  return trimmed.split(/(?<!\\)\|/).map((cell) => cell.trim().replace(/\\\|/g, '|'))
}

function renderTable(lines: string[], options: MarkdownOptions): string {
  const header = splitRow(lines[0] ?? '')
  const aligns = splitRow(lines[1] ?? '').map((cell) =>
    cell.startsWith(':') && cell.endsWith(':')
      ? 'center'
      : cell.endsWith(':')
        ? 'right'
        : cell.startsWith(':')
          ? 'left'
          : '',
  )
  const cell = (tag: 'th' | 'td', text: string, i: number) =>
    `<${tag}${aligns[i] ? ` align="${aligns[i]}"` : ''}>${renderInline(text, options)}</${tag}>`
  const head = `<thead><tr>${header.map((h, i) => cell('th', h, i)).join('')}</tr></thead>`
  const rows = lines
    .slice(2)
    .map(
      (row) =>
        `<tr>${splitRow(row)
          .map((c, i) => cell('td', c, i))
          .join('')}</tr>`,
    )
    .join('')
  return `<div class="table"><table>${head}<tbody>${rows}</tbody></table></div>`
}

function renderList(lines: string[], options: MarkdownOptions): string {
  const first = LIST_ITEM.exec(lines[0] ?? '')
  const indent = first?.[1]?.length ?? 0
  const ordered = /\d/.test(first?.[2] ?? '')
  const items: string[][] = []
  for (const line of lines) {
    const m = LIST_ITEM.exec(line)
    if (m && (m[1]?.length ?? 0) <= indent) items.push([m[3] ?? ''])
    else items.at(-1)?.push(line.replace(new RegExp(`^\\s{0,${indent + 4}}`), ''))
  }
  const body = items
    .map(([head = '', ...rest]) => {
      const nested = rest.join('\n').trim() === '' ? '' : renderBlocks(rest.join('\n'), options)
      const task = /^\[([ xX])\]\s+/.exec(head)
      const box = task ? `<input type="checkbox" disabled${task[1] === ' ' ? '' : ' checked'}> ` : ''
      return `<li>${box}${renderInline(task ? head.slice(task[0].length) : head, options)}${nested}</li>`
    })
    .join('')
  const start = ordered ? parseInt(first?.[2] ?? '1', 10) : 1
  if (!ordered) return `<ul>${body}</ul>`
  return start !== 1 ? `<ol start="${start}">${body}</ol>` : `<ol>${body}</ol>`
}

/**
 * Markdown to HTML that is safe to give innerHTML. An unclosed code fence (still streaming) renders as
 * code. With `sanitizeHtml` the text's HTML is kept and the whole result goes through the sanitiser.
 */
export function renderMarkdown(markdown: string, options: MarkdownOptions = {}): string {
  const html = renderBlocks(markdown, options)
  return options.sanitizeHtml ? options.sanitizeHtml(html) : html
}

/** The blocks of `markdown`, rendered; HTML in the text is kept as written when `sanitizeHtml` is given. */
function renderBlocks(markdown: string, options: MarkdownOptions): string {
  const lines = markdown.replace(PRIVATE_MARKS, '').replace(/\r\n?/g, '\n').split('\n')
  const out: string[] = []
  let i = 0
  while (i < lines.length) {
    const line = lines[i] ?? ''
    const fence = FENCE.exec(line)
    if (fence?.[1]) {
      const marker = fence[1]
      const lang = fence[2] ?? ''
      const code: string[] = []
      i++
      while (i < lines.length && !(lines[i] ?? '').trim().startsWith(marker)) code.push(lines[i++] ?? '')
      i++
      const cls = lang ? ` class="language-${escapeHtml(lang)}"` : ''
      out.push(`<pre><code${cls}>${escapeHtml(code.join('\n'))}</code></pre>`)
      continue
    }
    if (line.trim() === '') {
      i++
      continue
    }
    const heading = HEADING.exec(line)
    if (heading?.[1]) {
      const level = heading[1].length
      out.push(`<h${level}>${renderInline(heading[2] ?? '', options)}</h${level}>`)
      i++
      continue
    }
    if (RULE.test(line)) {
      out.push('<hr>')
      i++
      continue
    }
    if (QUOTE.test(line)) {
      const quoted: string[] = []
      while (i < lines.length && QUOTE.test(lines[i] ?? ''))
        quoted.push((lines[i++] ?? '').replace(QUOTE, ''))
      out.push(`<blockquote>${renderBlocks(quoted.join('\n'), options)}</blockquote>`)
      continue
    }
    const firstItem = LIST_ITEM.exec(line)
    if (firstItem) {
      const block: string[] = []
      const baseIndent = firstItem[1]?.length ?? 0
      const ordered = /\d/.test(firstItem[2] ?? '')
      while (i < lines.length) {
        const current = lines[i] ?? ''
        const item = LIST_ITEM.exec(current)
        // A sibling item of the other kind (bullets after numbers) starts a new list.
        if (
          block.length > 0 &&
          item &&
          (item[1]?.length ?? 0) <= baseIndent &&
          /\d/.test(item[2] ?? '') !== ordered
        )
          break
        if (current.trim() === '') {
          // A blank line ends the list unless the next line continues it.
          const next = lines[i + 1] ?? ''
          if (!(LIST_ITEM.test(next) || /^\s{2,}\S/.test(next))) break
        } else if (block.length > 0 && !LIST_ITEM.test(current) && !/^\s/.test(current)) {
          if (startsBlock(current, lines[i + 1])) break
        }
        block.push(current)
        i++
      }
      out.push(renderList(block, options))
      continue
    }
    const next = lines[i + 1]
    if (line.includes('|') && next !== undefined && TABLE_DIVIDER.test(next) && next.includes('-')) {
      const block = [line, next]
      i += 2
      while (i < lines.length && (lines[i] ?? '').includes('|') && (lines[i] ?? '').trim() !== '')
        block.push(lines[i++] ?? '')
      out.push(renderTable(block, options))
      continue
    }
    const paragraph = [line]
    i++
    while (i < lines.length && (lines[i] ?? '').trim() !== '' && !startsBlock(lines[i] ?? '', lines[i + 1]))
      paragraph.push(lines[i++] ?? '')
    out.push(`<p>${renderInline(paragraph.join('\n'), options)}</p>`)
  }
  return out.join('')
}

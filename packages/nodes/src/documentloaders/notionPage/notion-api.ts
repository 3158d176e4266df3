import { isRecord } from '@unikflow/graph'
import type { TNodeContext } from '../../context'
import { BODY_LIMITS, readBodyJson } from '../../shared/read-body'
import { NodeInputError } from '../../shared/read-inputs'
import { searchBase } from '../../shared/web-search'

const NOTION_API = 'https://api.notion.com'
const NOTION_VERSION = '2022-06-28'
/** Blocks one load reads at most (pages of pages can be large). */
const MAX_BLOCKS = 20_000
/** How deep nested blocks (toggles, list items) and child pages are followed. */
const MAX_DEPTH = 8

type TJson = Record<string, unknown>

/** Notion's REST API with the node's integration token, every request through the outbound guard. */
export class NotionClient {
  private blocksRead = 0

  private constructor(
    private readonly ctx: TNodeContext,
    private readonly base: string,
    private readonly token: string,
  ) {}

  static async of(ctx: TNodeContext): Promise<NotionClient> {
    const credential = await ctx.getCredential()
    const token = credential.notionIntegrationToken?.trim() ?? ''
    if (!token)
      throw new NodeInputError(`${ctx.label} needs a Notion API credential with an integration token`)
    return new NotionClient(ctx, searchBase(credential, NOTION_API), token)
  }

  async call(path: string, body?: TJson): Promise<TJson> {
    const res = await this.ctx.fetch(`${this.base}/v1/${path}`, {
      method: body ? 'POST' : 'GET',
      headers: {
        authorization: `Bearer ${this.token}`,
        'notion-version': NOTION_VERSION,
        accept: 'application/json',
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: this.ctx.signal,
    })
    if (!res.ok) throw new Error(`Notion answered HTTP ${res.status}`)
    const answer = await readBodyJson(res, BODY_LIMITS.apiJson)
    return isRecord(answer) ? answer : {}
  }

  /** Every child block of a block or page, following Notion's cursors. */
  async children(id: string): Promise<TJson[]> {
    const blocks: TJson[] = []
    let cursor = ''
    do {
      const page = await this.call(
        `blocks/${encodeURIComponent(id)}/children?page_size=100${cursor ? `&start_cursor=${encodeURIComponent(cursor)}` : ''}`,
      )
      const results = Array.isArray(page.results) ? page.results.filter(isRecord) : []
      this.blocksRead += results.length
      if (this.blocksRead > MAX_BLOCKS)
        throw new Error(`Notion: more than ${MAX_BLOCKS} blocks; load a smaller page`)
      blocks.push(...results)
      cursor = page.has_more === true && typeof page.next_cursor === 'string' ? page.next_cursor : ''
    } while (cursor)
    return blocks
  }

  /**
   * A page's text (its blocks as Markdown-like lines, nested blocks indented) and the child pages found in it,
   * which become documents of their own.
   */
  async pageText(id: string, depth = 0): Promise<{ text: string; childPages: string[] }> {
    const lines: string[] = []
    const childPages: string[] = []
    for (const block of await this.children(id)) {
      if (block.type === 'child_page' && typeof block.id === 'string') {
        childPages.push(block.id)
        continue
      }
      const line = blockLine(block)
      if (line) lines.push('  '.repeat(depth) + line)
      if (block.has_children === true && typeof block.id === 'string' && depth < MAX_DEPTH) {
        const nested = await this.pageText(block.id, depth + 1)
        if (nested.text) lines.push(nested.text)
        childPages.push(...nested.childPages)
      }
    }
    return { text: lines.join('\n'), childPages }
  }
}

/** The id in what a person pasted: a bare id (with or without dashes) or a page URL ending in `-<32 hex>`. */
export function notionIdOf(value: string): string {
  const path = value.trim().replace(/[?#].*$/, '')
  const dashed = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.exec(path)
  if (dashed) return dashed[0]
  return /[0-9a-f]{32}$/i.exec(path)?.[0] ?? path
}

/** The plain text of a rich text array. */
export function richText(value: unknown): string {
  return Array.isArray(value)
    ? value.map((t) => (isRecord(t) ? String(t.plain_text ?? '') : '')).join('')
    : ''
}

const PREFIX: Readonly<Record<string, string>> = {
  heading_1: '# ',
  heading_2: '## ',
  heading_3: '### ',
  bulleted_list_item: '- ',
  numbered_list_item: '1. ',
  quote: '> ',
}

/** One block as a line of text; blocks without text (dividers, images …) give none. */
function blockLine(block: TJson): string {
  const type = typeof block.type === 'string' ? block.type : ''
  const content = isRecord(block[type]) ? block[type] : {}
  const text = richText(content.rich_text)
  if (type === 'to_do') return `- [${content.checked === true ? 'x' : ' '}] ${text}`
  if (type === 'code') return `\`\`\`${String(content.language ?? '')}\n${text}\n\`\`\``
  if (type === 'child_database') return String(content.title ?? '')
  return text ? `${PREFIX[type] ?? ''}${text}` : ''
}

/** A page's title: its `title` property's text. */
export function pageTitle(page: TJson): string {
  const properties = isRecord(page.properties) ? page.properties : {}
  for (const value of Object.values(properties))
    if (isRecord(value) && value.type === 'title') return richText(value.title)
  return ''
}

/** A database row's properties as plain values (texts, numbers, names, dates), keyed by property name. */
export function propertyValues(page: TJson): Record<string, unknown> {
  const properties = isRecord(page.properties) ? page.properties : {}
  const out: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(properties)) {
    if (!isRecord(value) || typeof value.type !== 'string') continue
    const v = value[value.type]
    if (value.type === 'title' || value.type === 'rich_text') out[name] = richText(v)
    else if (value.type === 'select' || value.type === 'status') out[name] = isRecord(v) ? v.name : null
    else if (value.type === 'multi_select' || value.type === 'people')
      out[name] = Array.isArray(v) ? v.map((o) => (isRecord(o) ? o.name : null)).filter(Boolean) : []
    else if (value.type === 'date') out[name] = isRecord(v) ? v.start : null
    else if (
      ['number', 'checkbox', 'url', 'email', 'phone_number', 'created_time', 'last_edited_time'].includes(
        value.type,
      )
    )
      out[name] = v ?? null
  }
  return out
}

import { startLocalHttpServer, type TLocalServer } from '@unikflow/testkit'

export const NOTION_TOKEN = 'secret_notion'

const rich = (text: string) => [{ type: 'text', plain_text: text }]
const block = (id: string, type: string, extra: Record<string, unknown> = {}, hasChildren = false) => ({
  object: 'block',
  id,
  type,
  has_children: hasChildren,
  [type]: extra,
})

/** Children by parent id; `root`'s children come in two pages (cursor `c2`). */
const CHILDREN: Record<string, unknown[][]> = {
  root: [
    [
      block('b1', 'heading_1', { rich_text: rich('Handbook') }),
      block('b2', 'paragraph', { rich_text: rich('Welcome aboard.') }),
      block('b3', 'toggle', { rich_text: rich('Benefits') }, true),
    ],
    [
      block('b4', 'to_do', { rich_text: rich('Sign contract'), checked: true }),
      block('sub', 'child_page', { title: 'Holidays' }),
    ],
  ],
  b3: [[block('b5', 'bulleted_list_item', { rich_text: rich('Gym') })]],
  sub: [[block('b6', 'paragraph', { rich_text: rich('25 days a year.') })]],
  row1: [[block('b7', 'paragraph', { rich_text: rich('Row one notes') })]],
  row2: [[]],
}

const PAGES: Record<string, unknown> = {
  root: {
    id: 'root',
    url: 'https://www.notion.so/Handbook-root',
    properties: { title: { type: 'title', title: rich('Handbook') } },
  },
  sub: {
    id: 'sub',
    url: 'https://www.notion.so/Holidays-sub',
    properties: { title: { type: 'title', title: rich('Holidays') } },
  },
}

const ROWS = [
  {
    id: 'row1',
    url: 'https://www.notion.so/row1',
    properties: {
      Name: { type: 'title', title: rich('Laptop') },
      Price: { type: 'number', number: 1200 },
      Tags: { type: 'multi_select', multi_select: [{ name: 'it' }, { name: 'hardware' }] },
      Status: { type: 'status', status: { name: 'Ordered' } },
    },
  },
  {
    id: 'row2',
    url: 'https://www.notion.so/row2',
    properties: { Name: { type: 'title', title: rich('Desk') } },
  },
]

/**
 * Notion's REST API on loopback for `NOTION_TOKEN` and version 2022-06-28: pages `root` (a heading, a
 * paragraph, a toggle with a bullet, then on a second page of children a to-do and the child page `sub`)
 * and `sub`; database `db1` with rows `row1` and `row2`, one per query page.
 */
export function startFakeNotion(): Promise<TLocalServer> {
  return startLocalHttpServer((req, res) => {
    res.setHeader('content-type', 'application/json')
    if (
      req.headers.authorization !== `Bearer ${NOTION_TOKEN}` ||
      req.headers['notion-version'] !== '2022-06-28'
    ) {
      res.writeHead(401)
      return res.end(JSON.stringify({ object: 'error', status: 401, code: 'unauthorized' }))
    }
    const url = new URL(req.url, 'http://x')
    const children = /^\/v1\/blocks\/([^/]+)\/children$/.exec(url.pathname)
    if (children) {
      const pages = CHILDREN[children[1] ?? ''] ?? [[]]
      const index = url.searchParams.get('start_cursor') === 'c2' ? 1 : 0
      const more = index + 1 < pages.length
      return res.end(
        JSON.stringify({ results: pages[index], has_more: more, next_cursor: more ? 'c2' : null }),
      )
    }
    const page = /^\/v1\/pages\/([^/]+)$/.exec(url.pathname)
    if (page && PAGES[page[1] ?? '']) return res.end(JSON.stringify(PAGES[page[1] ?? '']))
    if (url.pathname === '/v1/databases/db1/query') {
      const body = JSON.parse(req.body || '{}') as { start_cursor?: string }
      const second = body.start_cursor === 'r2'
      return res.end(
        JSON.stringify({
          results: [ROWS[second ? 1 : 0]],
          has_more: !second,
          next_cursor: second ? null : 'r2',
        }),
      )
    }
    res.writeHead(404)
    res.end(JSON.stringify({ object: 'error', status: 404, code: 'object_not_found' }))
  })
}

import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { startLocalHttpServer, type TLocalServer } from '@unikflow/testkit'

/** The folders the Folder with Files and Notion Folder loaders of loaders-files.json read, in the unik's files. */
export function writeLoaderFolders(filesDir: string): void {
  const folder = join(filesDir, 'coverage-loaders', 'folder')
  const notion = join(filesDir, 'coverage-loaders', 'notion')
  mkdirSync(folder, { recursive: true })
  mkdirSync(notion, { recursive: true })
  writeFileSync(join(folder, 'apricots.txt'), 'Folder file: apricots keep for a week.')
  writeFileSync(
    join(notion, 'Kitchen 0123456789abcdef0123456789abcdef.md'),
    '# Kitchen\n\nNotion export: bananas ripen on the counter.',
  )
}

type TAnswer = { status?: number; type?: string; body: unknown }

const json = (body: unknown): TAnswer => ({ body })
const rich = (text: string) => [{ type: 'text', plain_text: text }]
const paragraph = (id: string, text: string) => ({
  object: 'block',
  id,
  type: 'paragraph',
  has_children: false,
  paragraph: { rich_text: rich(text) },
})

/** The words each service double answers; the case finds every one in the prompt. */
export const SERVICE_FACTS = {
  airtable: 'Airtable record: walnuts are stored dry',
  apify: 'Apify crawl: almonds bloom in February',
  confluence: 'Confluence page: hazelnuts grow on shrubs',
  figma: 'Figma frame: pistachios open when ripe',
  fireCrawl: 'FireCrawl page: cashews grow on apples',
  gitbook: 'GitBook page: pecans come from Texas',
  jira: 'Jira issue: chestnuts need roasting',
  googleDrive: 'Drive file: macadamias have hard shells',
  googleSheets: 'Sheet row: peanuts are legumes',
  notionPage: 'Notion page: coconuts float',
  notionDB: 'Notion row: brazil nuts sink',
  oxylabs: 'Oxylabs result: acorns feed squirrels',
  spider: 'Spider page: pine nuts come from cones',
  unstructured: 'Unstructured element: nutmeg is a seed',
  s3: 'S3 object: chia seeds swell in water',
  s3Directory: 'S3 folder file: flax seeds are tiny',
  browser: 'Browser page: melons grow on vines',
} as const

const S3_LIST = `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>cov</Name><IsTruncated>false</IsTruncated>
<Contents><Key>seeds/</Key></Contents><Contents><Key>seeds/flax.txt</Key></Contents></ListBucketResult>`

/** Each service by method and path (the query left out), answering as the real API does. */
const ROUTES: Record<string, (url: URL) => TAnswer> = {
  'GET /v0/appCov/tblCov': () =>
    json({ records: [{ id: 'rec1', fields: { Note: SERVICE_FACTS.airtable } }] }),
  'POST /v2/acts/apify~website-content-crawler/run-sync-get-dataset-items': () =>
    json([{ url: 'https://nuts.example/almonds', text: SERVICE_FACTS.apify }]),
  'GET /wiki/rest/api/content': () =>
    json({
      results: [
        {
          id: '11',
          title: 'Hazelnuts',
          body: { storage: { value: `<p>${SERVICE_FACTS.confluence}</p>` } },
          _links: { webui: '/spaces/NUTS/pages/11' },
        },
      ],
      _links: {},
    }),
  'GET /v1/files/FigCov/nodes': () =>
    json({
      nodes: {
        '1:2': {
          document: {
            id: '1:2',
            name: 'Card',
            type: 'FRAME',
            children: [{ type: 'TEXT', characters: SERVICE_FACTS.figma }],
          },
        },
      },
    }),
  'POST /v1/scrape': () =>
    json({
      success: true,
      data: { markdown: SERVICE_FACTS.fireCrawl, metadata: { sourceURL: 'https://nuts.example/cashews' } },
    }),
  'GET /gitbook/pecans': () => ({
    type: 'text/html',
    body: `<html><head><title>Pecans</title></head><body><main><p>${SERVICE_FACTS.gitbook}</p></main></body></html>`,
  }),
  'GET /rest/api/2/search/jql': () =>
    json({ issues: [{ id: '100', key: 'NUT-1', fields: { summary: SERVICE_FACTS.jira } }], isLast: true }),
  'GET /drive/v3/files/drv1': (url) =>
    url.searchParams.get('alt') === 'media'
      ? { type: 'text/plain', body: SERVICE_FACTS.googleDrive }
      : json({ id: 'drv1', name: 'macadamias.txt', mimeType: 'text/plain' }),
  'GET /v4/spreadsheets/sh1': () =>
    json({ properties: { title: 'Nuts' }, sheets: [{ properties: { title: 'Sheet1' } }] }),
  'GET /v4/spreadsheets/sh1/values/Sheet1': () =>
    json({ range: 'Sheet1!A1:A2', values: [['Fact'], [SERVICE_FACTS.googleSheets]] }),
  'GET /v1/pages/pg1': () =>
    json({
      id: 'pg1',
      url: 'https://www.notion.so/pg1',
      properties: { title: { type: 'title', title: rich('Coconuts') } },
    }),
  'GET /v1/blocks/pg1/children': () =>
    json({ results: [paragraph('b1', SERVICE_FACTS.notionPage)], has_more: false }),
  'POST /v1/databases/db1/query': () =>
    json({
      results: [
        {
          id: 'row1',
          url: 'https://www.notion.so/row1',
          properties: { Name: { type: 'title', title: rich('Brazil') } },
        },
      ],
      has_more: false,
    }),
  'GET /v1/blocks/row1/children': () =>
    json({ results: [paragraph('b2', SERVICE_FACTS.notionDB)], has_more: false }),
  'POST /v1/queries': () =>
    json({
      results: [{ content: SERVICE_FACTS.oxylabs, url: 'https://nuts.example/acorns', status_code: 200 }],
    }),
  'POST /v1/crawl': () => json([{ url: 'https://nuts.example/pine', content: SERVICE_FACTS.spider }]),
  'POST /general/v0/general': () =>
    json([{ type: 'NarrativeText', text: SERVICE_FACTS.unstructured, metadata: {} }]),
  'GET /cov/chia.txt': () => ({ type: 'text/plain', body: SERVICE_FACTS.s3 }),
  'GET /cov/': () => ({ type: 'application/xml', body: S3_LIST }),
  'GET /cov/seeds/flax.txt': () => ({ type: 'text/plain', body: SERVICE_FACTS.s3Directory }),
  'GET /site/melons.html': () => ({
    type: 'text/html',
    body: `<html><head><title>Melons</title></head><body><p>${SERVICE_FACTS.browser}</p></body></html>`,
  }),
}

export type FakeLoaderApis = TLocalServer

/** One loopback server standing in for every service the loaders of loaders-services.json read. */
export function startFakeLoaderApis(): Promise<FakeLoaderApis> {
  return startLocalHttpServer((req, res) => {
    const url = new URL(req.url, 'http://loopback')
    const route = ROUTES[`${req.method} ${url.pathname}`]
    const answer = route
      ? route(url)
      : { status: 404, body: { error: `no route ${req.method} ${url.pathname}` } }
    res.writeHead(answer.status ?? 200, { 'content-type': answer.type ?? 'application/json' })
    res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body))
  })
}

/** The credentials of the loaders' services, each at the loaders' double (by credential type). */
export function loaderCredentials(d: { loaders: FakeLoaderApis; search: { url: string } }) {
  const basePath = d.loaders.url
  return {
    airtableApi: { accessToken: 'pat-cov', basePath },
    apifyApi: { apifyApiToken: 'apify-cov', basePath },
    confluenceCloudApi: { username: 'cov@example.com', accessToken: 'conf-cov' },
    figmaApi: { accessToken: 'figma-cov', basePath },
    fireCrawlApi: { firecrawlApiToken: 'fc-cov', firecrawlApiUrl: basePath },
    jiraApi: { username: 'cov@example.com', accessToken: 'jira-cov' },
    googleDriveOAuth2: { access_token: 'drive-cov', basePath },
    googleSheetsOAuth2: { access_token: 'sheets-cov', basePath },
    notionApi: { notionIntegrationToken: 'secret_cov', basePath },
    oxylabsApi: { username: 'oxy', password: 'oxy-cov', basePath },
    spiderApi: { spiderApiKey: 'spider-cov', basePath },
    unstructuredApi: { unstructuredAPIKey: 'unst-cov' },
    searchApi: { searchApiKey: 'key-searchapi', basePath: d.search.url },
  }
}

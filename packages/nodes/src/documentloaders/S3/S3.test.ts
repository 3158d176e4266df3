import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { startLocalHttpServer, type TLocalServer } from '@unikflow/testkit'
import type { TLoadedDocument } from '../../testing/load-documents'

const harness = useNodeHarness()

const OBJECTS: Record<string, string> = {
  'reports/team.csv': 'name,role\nAnn,lead\n',
  'reports/notes.md': '# Notes\nship friday',
  'other/skip.txt': 'not under the prefix',
}

/**
 * S3's REST API on loopback, path-style (`/<bucket>/<key>`): GetObject and ListObjectsV2 (one key a page, so
 * continuation tokens are followed); a request not signed for s3 by AKIDS3 gets 403.
 */
let s3: TLocalServer
beforeAll(async () => {
  s3 = await startLocalHttpServer((req, res) => {
    const url = new URL(req.url, 'http://x')
    if (!/Credential=AKIDS3\/\d{8}\/eu-central-1\/s3\/aws4_request/.test(String(req.headers.authorization))) {
      res.writeHead(403, { 'content-type': 'application/xml' })
      return res.end('<Error><Code>SignatureDoesNotMatch</Code><Message>Bad signature</Message></Error>')
    }
    if (url.pathname === '/docs/' && url.searchParams.get('list-type') === '2') {
      const keys = Object.keys(OBJECTS)
        .filter((k) => k.startsWith(url.searchParams.get('prefix') ?? ''))
        .sort()
      const from = Number(url.searchParams.get('continuation-token') ?? 0)
      const more = from + 1 < keys.length
      res.writeHead(200, { 'content-type': 'application/xml' })
      return res.end(
        `<ListBucketResult><IsTruncated>${more}</IsTruncated><Contents><Key>${keys[from]}</Key></Contents>${more ? `<NextContinuationToken>${from + 1}</NextContinuationToken>` : ''}</ListBucketResult>`,
      )
    }
    const body = OBJECTS[decodeURIComponent(url.pathname.replace(/^\/docs\//, ''))]
    if (body === undefined) {
      res.writeHead(404, { 'content-type': 'application/xml' })
      return res.end(
        '<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
      )
    }
    res.end(body)
  })
})
afterAll(() => s3.close())

const base = () => ({ bucketName: 'docs', region: 'eu-central-1', serverUrl: s3.url })
const load = async (name: string, inputs: Record<string, unknown>, awsKey = 'AKIDS3') =>
  JSON.parse(
    JSON.stringify(
      await harness.supply(name, {
        credential: { awsKey, awsSecret: 'secret' },
        inputs: { ...base(), ...inputs },
        output: 'document',
        services: harness.services({ allowPrivateHosts: ['127.0.0.1'] }),
      }),
    ),
  ) as TLoadedDocument[]

describe('S3 and S3 Directory against a double of S3’s REST API', () => {
  it('S3 reads one object with the loader of its extension, signed with SigV4', async () => {
    const docs = await load('S3', { keyName: 'reports/team.csv', metadata: '{"from":"s3"}' })
    expect(docs.map((d) => [d.pageContent, d.metadata.from])).toEqual([['name: Ann\nrole: lead', 's3']])
    expect(s3.requests.at(-1)?.headers['x-amz-content-sha256']).toMatch(/^[0-9a-f]{64}$/)
  })

  it('S3 Directory lists the prefix page by page and reads every object', async () => {
    const docs = await load('s3Directory', { prefix: 'reports/' })
    expect(docs.map((d) => d.pageContent)).toEqual(['# Notes\nship friday', 'name: Ann\nrole: lead'])
  })

  it('says what S3 refused', async () => {
    await expect(load('S3', { keyName: 'nope.txt' })).rejects.toThrow(
      'S3 answered HTTP 404 for s3://docs/nope.txt: The specified key does not exist.',
    )
    await expect(load('S3', { keyName: 'reports/team.csv' }, 'AKIDOTHER')).rejects.toThrow(
      'S3 answered HTTP 403 for s3://docs/reports/team.csv: Bad signature',
    )
  })
})

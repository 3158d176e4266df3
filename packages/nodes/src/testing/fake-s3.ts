import { afterAll, beforeAll } from 'vitest'
import type { TNodeHarness } from '@unikflow/engine/testing'
import { startLocalHttpServer, type TLocalServer } from '@unikflow/testkit'
import type { TLoadedDocument } from './load-documents'

const OBJECTS: Record<string, string> = {
  'reports/team.csv': 'name,role\nAnn,lead\n',
  'reports/notes.md': '# Notes\nship friday',
  'other/skip.txt': 'not under the prefix',
}

/**
 * S3's REST API on loopback, path-style (`/<bucket>/<key>`): GetObject and ListObjectsV2 (one key a page, so
 * continuation tokens are followed); a request not signed for s3 by AKIDS3 gets 403.
 */
export function useFakeS3(harness: TNodeHarness) {
  let s3: TLocalServer | undefined
  beforeAll(async () => {
    s3 = await startLocalHttpServer((req, res) => {
      const url = new URL(req.url, 'http://x')
      if (
        !/Credential=AKIDS3\/\d{8}\/eu-central-1\/s3\/aws4_request/.test(String(req.headers.authorization))
      ) {
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
  afterAll(() => s3?.close())
  const server = () => {
    if (!s3) throw new Error('The S3 double starts before the tests (beforeAll)')
    return s3
  }
  const base = () => ({ bucketName: 'docs', region: 'eu-central-1', serverUrl: server().url })
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
  return { server, load }
}

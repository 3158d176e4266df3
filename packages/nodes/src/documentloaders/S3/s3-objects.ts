import type { TNodeContext } from '../../context'
import { awsKeysOf } from '../../shared/aws-keys'
import { getAwsSigned, signingKeys, type TAwsTarget } from '../../shared/aws-sign'
import { BODY_LIMITS, readBody, readBodyText } from '../../shared/read-body'
import { getString, NodeInputError } from '../../shared/read-inputs'

/** Where a bucket is: AWS's virtual-hosted address, or an S3-compatible server's path-style one. */
export type TS3Bucket = { readonly target: TAwsTarget; readonly bucketPath: string; readonly bucket: string }

/** Object keys of S3 are paths: each segment encoded, the slashes kept. */
const keyPath = (key: string) => key.split('/').map(encodeURIComponent).join('/')

/** The node's bucket, region and keys (the credential's, or the server's when the operator allows). */
export async function s3Bucket(ctx: TNodeContext): Promise<TS3Bucket> {
  const bucket = getString(ctx, 'bucketName').trim()
  if (!bucket) throw new NodeInputError(`${ctx.label} needs a Bucket`)
  const region = getString(ctx, 'region').trim() || 'us-east-1'
  const keys = signingKeys(await awsKeysOf(ctx))
  if (!keys)
    throw new NodeInputError(`${ctx.label}: no AWS keys in its credential or the server's environment`)
  const server = getString(ctx, 'serverUrl').trim().replace(/\/+$/, '')
  return server
    ? {
        target: { endpoint: server, service: 's3', region, keys },
        bucketPath: `/${encodeURIComponent(bucket)}`,
        bucket,
      }
    : {
        target: { endpoint: `https://${bucket}.s3.${region}.amazonaws.com`, service: 's3', region, keys },
        bucketPath: '',
        bucket,
      }
}

async function s3Error(res: Response, what: string): Promise<Error> {
  const xml = await readBodyText(res, { maxBytes: 64 * 1024, beyond: 'cut' })
  const message = /<Message>([^<]*)<\/Message>/.exec(xml)?.[1] ?? /<Code>([^<]*)<\/Code>/.exec(xml)?.[1] ?? ''
  return new Error(`S3 answered HTTP ${res.status} for ${what}: ${message}`)
}

/** One object's bytes (GetObject), within the loaders' document limit. */
export async function getS3Object(ctx: TNodeContext, s3: TS3Bucket, key: string): Promise<Uint8Array> {
  const res = await getAwsSigned(
    ctx.fetch,
    s3.target,
    { path: `${s3.bucketPath}/${keyPath(key)}` },
    ctx.signal,
  )
  if (!res.ok) throw await s3Error(res, `s3://${s3.bucket}/${key}`)
  return readBody(res, { maxBytes: BODY_LIMITS.document, beyond: 'fail', what: `s3://${s3.bucket}/${key}` })
}

const decodeXml = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|apos);/g,
    (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[name] ?? '',
  )

/** The keys of the bucket's objects under a prefix (ListObjectsV2, page by page), folders' placeholders left out. */
export async function listS3Keys(
  ctx: TNodeContext,
  s3: TS3Bucket,
  prefix: string,
  limit = 10_000,
): Promise<string[]> {
  const keys: string[] = []
  let token = ''
  do {
    const query: Record<string, string> = { 'list-type': '2', ...(prefix ? { prefix } : {}) }
    if (token) query['continuation-token'] = token
    const res = await getAwsSigned(ctx.fetch, s3.target, { path: `${s3.bucketPath}/`, query }, ctx.signal)
    if (!res.ok) throw await s3Error(res, `s3://${s3.bucket}/${prefix}`)
    const xml = await readBodyText(res, {
      maxBytes: BODY_LIMITS.apiJson,
      beyond: 'fail',
      what: 'ListObjectsV2',
    })
    for (const match of xml.matchAll(/<Contents>[\s\S]*?<Key>([^<]*)<\/Key>[\s\S]*?<\/Contents>/g))
      if (match[1] && !match[1].endsWith('/')) keys.push(decodeXml(match[1]))
    token = /<IsTruncated>true<\/IsTruncated>/.test(xml)
      ? decodeXml(/<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1] ?? '')
      : ''
  } while (token && keys.length < limit)
  return keys.slice(0, limit)
}

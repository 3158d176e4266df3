import { createHash, createHmac } from 'node:crypto'

export interface TAwsCredentials {
  accessKeyId: string
  secretAccessKey: string
  sessionToken?: string
}

const sha256Hex = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex')
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest()

/** RFC 3986 encoding, as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
const encodeRfc3986 = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)

/** `20150830T123600Z` for a date. */
export const amzDate = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

/**
 * AWS Signature Version 4 headers for one request (non-S3 services: every segment of the path as sent
 * is encoded once more). Returns the headers to send: `x-amz-date`, `x-amz-security-token` with a
 * session token, and `authorization` signing them together with `host` and the given headers.
 */
export function signRequest(request: {
  method: string
  url: string
  headers: Record<string, string>
  body: string
  region: string
  service: string
  credentials: TAwsCredentials
  date?: Date
}): Record<string, string> {
  const url = new URL(request.url)
  const stamp = amzDate(request.date ?? new Date())
  const day = stamp.slice(0, 8)
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k.toLowerCase(), v.trim()])),
    host: url.host,
    'x-amz-date': stamp,
    ...(request.credentials.sessionToken ? { 'x-amz-security-token': request.credentials.sessionToken } : {}),
  }
  const names = Object.keys(headers).sort()
  const canonicalUri = url.pathname.split('/').map(encodeRfc3986).join('/') || '/'
  const canonicalQuery = [...url.searchParams.entries()]
    .map(([k, v]) => [encodeRfc3986(k), encodeRfc3986(v)])
    .sort(([a = '', x = ''], [b = '', y = '']) => (a === b ? x.localeCompare(y) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&')
  const canonicalRequest = [
    request.method.toUpperCase(),
    canonicalUri,
    canonicalQuery,
    ...names.map((n) => `${n}:${headers[n]}`),
    '',
    names.join(';'),
    sha256Hex(request.body),
  ].join('\n')
  const scope = `${day}/${request.region}/${request.service}/aws4_request`
  const stringToSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256Hex(canonicalRequest)].join('\n')
  const key = ['aws4_request'].reduce(
    (k, part) => hmac(k, part),
    hmac(hmac(hmac(`AWS4${request.credentials.secretAccessKey}`, day), request.region), request.service),
  )
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex')
  const { host: _host, ...sent } = headers
  return {
    ...sent,
    authorization: `AWS4-HMAC-SHA256 Credential=${request.credentials.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`,
  }
}

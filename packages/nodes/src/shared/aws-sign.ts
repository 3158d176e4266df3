import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto'
import { SignatureV4 } from '@smithy/signature-v4'
import type { TFetch } from '../context'
import type { TAwsKeys } from './aws-keys'

type TSource = string | ArrayBuffer | ArrayBufferView

const bytesOf = (data: TSource): Buffer =>
  typeof data === 'string'
    ? Buffer.from(data)
    : ArrayBuffer.isView(data)
      ? Buffer.from(data.buffer, data.byteOffset, data.byteLength)
      : Buffer.from(data)

/** SHA-256 (or its HMAC with a key) from node:crypto, in the shape the SigV4 signer asks for. */
class NodeSha256 {
  private readonly hash: Hash | Hmac
  constructor(secret?: TSource) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', bytesOf(secret))
  }
  update(data: TSource): void {
    this.hash.update(bytesOf(data))
  }
  async digest(): Promise<Uint8Array> {
    return new Uint8Array(this.hash.digest())
  }
}

/** The keys to sign with: the credential's, else (when the operator allowed the server's own) its AWS_* environment. */
export function signingKeys(keys: TAwsKeys | undefined): TAwsKeys | undefined {
  if (keys) return keys
  const { AWS_ACCESS_KEY_ID: id, AWS_SECRET_ACCESS_KEY: secret, AWS_SESSION_TOKEN: session } = process.env
  return id && secret
    ? { accessKeyId: id, secretAccessKey: secret, ...(session ? { sessionToken: session } : {}) }
    : undefined
}

export type TAwsTarget = { endpoint: string; service: string; region: string; keys: TAwsKeys }

/** POSTs `body` to an AWS API, signed with SigV4 for the service and region, through `fetch` (the run's guarded fetch). */
export async function postAwsSigned(
  fetch: TFetch,
  target: TAwsTarget,
  request: { body: string; headers: Record<string, string> },
  signal?: AbortSignal,
): Promise<Response> {
  const url = new URL(target.endpoint)
  const signer = new SignatureV4({
    credentials: target.keys,
    region: target.region,
    service: target.service,
    sha256: NodeSha256,
  })
  const signed = await signer.sign({
    method: 'POST',
    protocol: url.protocol,
    hostname: url.hostname,
    ...(url.port ? { port: Number(url.port) } : {}),
    path: url.pathname,
    query: {},
    headers: { host: url.host, ...request.headers },
    body: request.body,
  })
  return fetch(url.toString(), {
    method: 'POST',
    headers: signed.headers,
    body: request.body,
    ...(signal ? { signal } : {}),
  })
}

/** A form-encoded AWS Query API request (SNS …), signed. */
export function postAwsQuery(
  fetch: TFetch,
  target: TAwsTarget,
  params: Record<string, string>,
  signal?: AbortSignal,
): Promise<Response> {
  const body = new URLSearchParams(params).toString()
  const headers = { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' }
  return postAwsSigned(fetch, target, { body, headers }, signal)
}

/** A GET of an AWS REST API (S3 …) signed with SigV4, the query signed with it, through `fetch`. */
export async function getAwsSigned(
  fetch: TFetch,
  target: TAwsTarget,
  request: { path: string; query?: Record<string, string> },
  signal?: AbortSignal,
): Promise<Response> {
  const url = new URL(target.endpoint)
  const signer = new SignatureV4({
    credentials: target.keys,
    region: target.region,
    service: target.service,
    sha256: NodeSha256,
    uriEscapePath: target.service !== 's3',
  })
  const path = `${url.pathname.replace(/\/+$/, '')}${request.path}`
  const query = request.query ?? {}
  const signed = await signer.sign({
    method: 'GET',
    protocol: url.protocol,
    hostname: url.hostname,
    ...(url.port ? { port: Number(url.port) } : {}),
    path,
    query,
    headers: { host: url.host },
  })
  const search = new URLSearchParams(query).toString()
  return fetch(`${url.origin}${path}${search ? `?${search}` : ''}`, {
    method: 'GET',
    headers: signed.headers,
    ...(signal ? { signal } : {}),
  })
}

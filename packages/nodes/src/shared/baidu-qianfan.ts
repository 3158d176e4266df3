import { createHmac } from 'node:crypto'
import type { TNodeContext } from '../context'
import { NodeInputError } from './read-inputs'

export const QIANFAN_API = 'https://qianfan.baidubce.com'
/** How long a signature stays valid, in seconds. */
const SIGNATURE_LIFETIME = 1800

/** A Baidu AI Cloud account's keys, as the `baiduQianfanApi` credential holds them, and where Qianfan is. */
export type TQianfanAccount = {
  readonly accessKey: string
  readonly secretKey: string
  readonly base: string
}

export async function qianfanAccountOf(ctx: TNodeContext): Promise<TQianfanAccount> {
  const credential = await ctx.getCredential()
  const accessKey = credential.qianfanAccessKey?.trim() ?? ''
  const secretKey = credential.qianfanSecretKey?.trim() ?? ''
  if (!accessKey || !secretKey)
    throw new NodeInputError(
      `${ctx.label}: the Baidu Qianfan API credential needs its Access Key and Secret Key`,
    )
  return { accessKey, secretKey, base: (credential.basePath?.trim() || QIANFAN_API).replace(/\/+$/, '') }
}

const hmacHex = (key: string, data: string) => createHmac('sha256', key).update(data).digest('hex')

/** Percent-encoding as Baidu's signature wants it: every byte but A–Z a–z 0–9 - _ . ~ */
const bceEncode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)

/**
 * The headers of a request signed with Baidu AI Cloud's BCE v1 signature (`bce-auth-v1`): the host and
 * `x-bce-date` are signed with a key derived from the secret key and the time, so the secret never leaves.
 */
export function qianfanSignedHeaders(
  account: TQianfanAccount,
  method: string,
  url: URL,
  now = new Date(),
): Record<string, string> {
  const timestamp = now.toISOString().replace(/\.\d{3}Z$/, 'Z')
  const signed: Record<string, string> = { host: url.host, 'x-bce-date': timestamp }
  const prefix = `bce-auth-v1/${account.accessKey}/${timestamp}/${SIGNATURE_LIFETIME}`
  const path = url.pathname
    .split('/')
    .map((segment) => bceEncode(decodeURIComponent(segment)))
    .join('/')
  const query = [...url.searchParams]
    .map(([name, value]) => `${bceEncode(name)}=${bceEncode(value)}`)
    .sort()
    .join('&')
  const names = Object.keys(signed).sort()
  const headers = names.map((name) => `${bceEncode(name)}:${bceEncode(signed[name] ?? '')}`).join('\n')
  const signature = hmacHex(
    hmacHex(account.secretKey, prefix),
    [method.toUpperCase(), path, query, headers].join('\n'),
  )
  return { 'x-bce-date': timestamp, authorization: `${prefix}/${names.join(';')}/${signature}` }
}

/** `fetch` signing each request with the account's keys (in place of the client's own authorization). */
export function qianfanSignedFetch(
  account: TQianfanAccount,
  fetch: typeof globalThis.fetch,
): typeof globalThis.fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    const headers = new Headers(init?.headers)
    for (const [name, value] of Object.entries(qianfanSignedHeaders(account, init?.method ?? 'GET', url)))
      headers.set(name, value)
    return fetch(input, { ...init, headers })
  }
}

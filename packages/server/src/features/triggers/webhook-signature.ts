import { createHmac, timingSafeEqual } from 'node:crypto'

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/**
 * Whether a webhook request is signed with the Start's secret: HMAC-SHA256 of the raw body in hex
 * (GitHub's `sha256=` prefix accepted), or the secret itself as a plain token (GitLab).
 */
export function isSignedWith(
  secret: string,
  type: 'hmac-sha256' | 'plain-token',
  signature: string,
  rawBody: Buffer,
): boolean {
  if (type === 'plain-token') return sameText(secret, signature)
  const expected = createHmac('sha256', secret).update(rawBody).digest('hex')
  return sameText(
    expected,
    signature
      .trim()
      .replace(/^sha256=/i, '')
      .toLowerCase(),
  )
}

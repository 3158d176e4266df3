/**
 * A `.patt` text as a `data:` URL (stored in the publication's options and put into the page's
 * `<a-marker url>`), and back. Pure: this package runs in Node and browsers alike, without `btoa` typings.
 */
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
const PREFIX = 'data:text/plain;base64,'

function base64Ascii(text: string): string {
  let out = ''
  for (let i = 0; i < text.length; i += 3) {
    const a = text.charCodeAt(i)
    const b = i + 1 < text.length ? text.charCodeAt(i + 1) : 0
    const c = i + 2 < text.length ? text.charCodeAt(i + 2) : 0
    const n = (a << 16) | (b << 8) | c
    out += B64.charAt((n >> 18) & 63) + B64.charAt((n >> 12) & 63)
    out += i + 1 < text.length ? B64.charAt((n >> 6) & 63) : '='
    out += i + 2 < text.length ? B64.charAt(n & 63) : '='
  }
  return out
}

/** The pattern text (ASCII: digits, spaces, newlines) as `data:text/plain;base64,…`. */
export const patternDataUrl = (text: string): string => `${PREFIX}${base64Ascii(text)}`

/** A pattern `data:` URL's text (base64 or percent-encoded), or undefined when it is none. */
export function patternTextOfDataUrl(url: string): string | undefined {
  const m = /^data:(?:text\/plain)?(?:;charset=[\w-]+)?(;base64)?,(.*)$/is.exec(url.trim())
  if (!m) return undefined
  const body = m[2] ?? ''
  if (!m[1]) {
    try {
      return decodeURIComponent(body)
    } catch {
      return undefined
    }
  }
  const clean = body.replace(/\s+/g, '').replace(/=+$/, '')
  if (/[^A-Za-z0-9+/]/.test(clean)) return undefined
  let out = ''
  let bits = 0
  let value = 0
  for (const ch of clean) {
    value = (value << 6) | B64.indexOf(ch)
    bits += 6
    if (bits >= 8) {
      bits -= 8
      out += String.fromCharCode((value >> bits) & 0xff)
    }
  }
  return out
}

/** A `data:` URL the page may carry as a pattern: base64 text only, so nothing but the pattern is in it. */
export const isPatternDataUrl = (url: string): boolean =>
  /^data:text\/plain;base64,[A-Za-z0-9+/]+={0,2}$/.test(url)

const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel'])
const IMAGE_SCHEMES = new Set(['http', 'https'])

/**
 * The URL if chat markdown may use it as a link target (or image source): http(s), mailto and tel
 * links, http(s) images, relative paths and `#` anchors. Undefined for `javascript:`, `data:` and the
 * like however disguised (case, whitespace or control characters inside the scheme), and for
 * protocol-relative `//host` URLs. Shared by the web chat and the embed widget.
 */
export function safeUrl(raw: string, kind: 'link' | 'image' = 'link'): string | undefined {
  const url = raw.trim()
  if (url === '') return undefined
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:").
  // eslint-disable-next-line no-control-regex
  const compact = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '')
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)
  if (scheme?.[1])
    return (kind === 'image' ? IMAGE_SCHEMES : LINK_SCHEMES).has(scheme[1].toLowerCase()) ? url : undefined
  // No scheme: relative to the page. A colon before any path part would still be read as a scheme.
  if (compact.startsWith('//') || /^[^/?#]*:/.test(compact)) return undefined
  return url
}

const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:'])

/**
 * Links and images in chat markdown: http(s) and mailto only, plus relative and `#` links.
 * Anything else (`javascript:`, `data:`, `vbscript:`, obfuscated with case, whitespace or control
 * characters) becomes '' and is not rendered as a link.
 */
export function safeUrl(url: string): string {
  // Browsers ignore ASCII whitespace and control characters inside a scheme.
  // eslint-disable-next-line no-control-regex
  const compact = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '')
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)
  if (!scheme) return compact.startsWith('//') ? '' : url.trim()
  return SAFE_PROTOCOLS.has(`${scheme[1]?.toLowerCase() ?? ''}:`) ? url.trim() : ''
}

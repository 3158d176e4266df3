/** Text for HTML element content and double-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

/**
 * A value as a JavaScript literal inside an inline `<script>`: JSON with `<`, `>`, `&` and the two
 * line separators escaped, so no text from a flow can close the script element or start a comment.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** A number for markup and scripts: finite, short (IR numbers are already read as finite). */
export const num = (n: number): string => String(Number.isFinite(n) ? Math.round(n * 1e4) / 1e4 : 0)

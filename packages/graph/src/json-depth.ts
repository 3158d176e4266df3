/** Deeper JSON than any flow or request of ours needs; parsers and validators recurse per level. */
export const MAX_JSON_DEPTH = 100

/**
 * Whether JSON text nests arrays/objects deeper than `max`, found by one linear scan that skips
 * strings — before anything recursive (schema validation, cloning) walks it and overflows the stack.
 */
export function exceedsJsonDepth(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 0x5c)
        i++ // backslash: skip the escaped character
      else if (c === 0x22) inString = false
    } else if (c === 0x22) inString = true
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true
    } else if (c === 0x7d || c === 0x5d) depth--
  }
  return false
}

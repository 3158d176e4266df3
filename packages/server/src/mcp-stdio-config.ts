/**
 * `MCP_STDIO_COMMANDS`: the command lines Custom MCP may start, one per entry. Entries are separated by
 * newlines or `;`; the words of an entry by spaces; a word holding spaces or `;` is written in double
 * quotes (`\"` for a quote inside). A flow's `command` and `args` must equal one entry word for word,
 * so an allowed `npx` cannot be made to fetch and run another package.
 */
export function parseCommandLines(value: string | undefined): string[][] {
  const lines: string[][] = []
  let words: string[] = []
  let word: string | undefined
  let quoted = false
  const endWord = () => {
    if (word !== undefined) words.push(word)
    word = undefined
  }
  const endLine = () => {
    endWord()
    if (words.length > 0) lines.push(words)
    words = []
  }
  const text = value ?? ''
  for (let i = 0; i < text.length; i++) {
    const c = text.charAt(i)
    if (quoted) {
      if (c === '\\' && text.charAt(i + 1) === '"') word = `${word ?? ''}${text.charAt(++i)}`
      else if (c === '"') quoted = false
      else word = `${word ?? ''}${c}`
    } else if (c === '"') {
      quoted = true
      word ??= ''
    } else if (c === ';' || c === '\n' || c === '\r') endLine()
    else if (/\s/.test(c)) endWord()
    else word = `${word ?? ''}${c}`
  }
  if (quoted) throw new Error('MCP_STDIO_COMMANDS has an unclosed double quote')
  endLine()
  return lines
}

/** `MCP_STDIO_ENV`: names of the variables a flow's stdio config may pass (comma or space separated). */
export function parseEnvNames(value: string | undefined): string[] {
  return (value ?? '').split(/[\s,]+/).filter(Boolean)
}

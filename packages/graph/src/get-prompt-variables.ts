/**
 * Names of the `{variable}`s in a prompt, in order of first use. `{{…}}` (flow variables, node
 * references) is not a prompt variable, nor is a name containing `:`; `\{` escapes a brace.
 */
export function getPromptVariables(text: string): string[] {
  const names: string[] = []
  let i = 0
  while (i < text.length) {
    const ch = text[i]
    if (ch === '\\') {
      i += 2
      continue
    }
    if (ch === '{' && text[i + 1] === '{') {
      const close = text.indexOf('}}', i + 2)
      i = close === -1 ? text.length : close + 2
      continue
    }
    if (ch === '{') {
      const close = text.indexOf('}', i + 1)
      if (close === -1) break
      const name = text.slice(i + 1, close).trim()
      if (name.length > 0 && !name.includes(':') && !name.includes('{') && !names.includes(name))
        names.push(name)
      i = close + 1
      continue
    }
    i += 1
  }
  return names
}

/** `data:<mime>;base64,<data>,filename:<name>`, the way Flowise stores an uploaded file in an input. */
export function toFlowiseFileValue(dataUrl: string, fileName: string): string {
  return `${dataUrl},filename:${fileName}`
}

export function readFileAsFlowiseDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => {
      const result = reader.result
      if (typeof result === 'string')
        resolve(toFlowiseFileValue(result, file.webkitRelativePath || file.name))
      else reject(new Error('unreadable file'))
    }
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'))
    reader.readAsDataURL(file)
  })
}

/** File names held by a file/folder input value (one data URL, or a JSON array of them). */
export function fileNamesOf(value: unknown): string[] {
  const one = (v: unknown): string[] => {
    if (typeof v !== 'string') return []
    const at = v.lastIndexOf(',filename:')
    return at === -1 ? [] : [v.slice(at + ',filename:'.length)]
  }
  if (typeof value === 'string' && value.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(value)
      if (Array.isArray(parsed)) return parsed.flatMap(one)
    } catch {
      return []
    }
  }
  return Array.isArray(value) ? value.flatMap(one) : one(value)
}

/** The parts of a multipart/form-data body (latin1 text, so lengths are bytes). */
export function multipart(
  body: string,
  contentType: string,
): Map<string, { filename?: string; value: string }> {
  const parts = new Map<string, { filename?: string; value: string }>()
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType)
  if (!boundary) return parts
  for (const part of body.split(`--${boundary[1] ?? boundary[2]}`)) {
    const split = part.indexOf('\r\n\r\n')
    if (split < 0) continue
    const head = part.slice(0, split)
    const name = /name="([^"]*)"/.exec(head)?.[1]
    const filename = /filename="([^"]*)"/.exec(head)?.[1]
    if (name)
      parts.set(name, { ...(filename !== undefined && { filename }), value: part.slice(split + 4, -2) })
  }
  return parts
}

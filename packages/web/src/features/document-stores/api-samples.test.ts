import { describe, expect, it } from 'vitest'
import { sampleCode, storeEndpoints } from './api-samples'

describe('store API samples', () => {
  const { upsert, refresh } = storeEndpoints('http://host', 'u 1', 's1', {
    name: 'pdfFile',
    fileName: 'a.pdf',
  })

  it('upload the file with at most four fields, to the unik-scoped upsert route', () => {
    expect(upsert.url).toBe('http://host/api/v1/uniks/u%201/document-store/upsert/s1')
    expect(Object.keys(upsert.fields).length + 1).toBeLessThanOrEqual(4)
    const curl = sampleCode('curl', upsert)
    expect(curl).toContain('-F "files=@a.pdf"')
    expect(curl).toContain(`-F 'loader={"name":"pdfFile"}'`)
    expect(curl.trim().endsWith('\\')).toBe(false)
    expect(sampleCode('python', upsert)).toContain('files={"files": f}, data=data')
    expect(sampleCode('javascript', upsert)).toContain('form.append("replaceExisting", "true")')
  })

  it('refresh posts nothing but the key', () => {
    expect(sampleCode('curl', refresh)).toBe(
      'curl -X POST "http://host/api/v1/uniks/u%201/document-store/refresh/s1" \\\n  -H "Authorization: Bearer $UNIKFLOW_API_KEY"',
    )
    expect(sampleCode('javascript', refresh)).not.toContain('FormData')
  })
})

import { describe, expect, it } from 'vitest'
import { wholeAnswer } from './whole-answer'

const meta = { status: 200, statusText: 'OK', headers: new Headers({ 'content-type': 'application/json' }) }
const bytesOf = (text: string) => new TextEncoder().encode(text)

describe('wholeAnswer', () => {
  it('is a Response with the status and headers it was given', () => {
    const res = wholeAnswer(bytesOf('{}'), { ...meta, status: 201, statusText: 'Created' })
    expect(res).toBeInstanceOf(Response)
    expect(res.status).toBe(201)
    expect(res.ok).toBe(true)
    expect(res.statusText).toBe('Created')
    expect(res.headers.get('content-type')).toBe('application/json')
  })

  it('reads its bytes as JSON, text, bytes or an ArrayBuffer, once', async () => {
    const json = wholeAnswer(bytesOf('{"answer":"socks"}'), meta)
    expect(json.bodyUsed).toBe(false)
    await expect(json.json()).resolves.toEqual({ answer: 'socks' })
    expect(json.bodyUsed).toBe(true)
    await expect(json.text()).rejects.toThrow(TypeError)
    await expect(wholeAnswer(bytesOf('\uFEFFhé'), meta).text()).resolves.toBe('hé')
    // Node 20's Response has bytes(); this TypeScript lib does not declare it yet.
    const withBytes = wholeAnswer(bytesOf('ab'), meta) as Response & { bytes(): Promise<Uint8Array> }
    expect([...(await withBytes.bytes())]).toEqual([97, 98])
    const buffer = await wholeAnswer(bytesOf('abc'), meta).arrayBuffer()
    expect(new TextDecoder().decode(buffer)).toBe('abc')
  })

  it('copies out of a shared buffer: the ArrayBuffer holds the answer only', async () => {
    const pooled = bytesOf('xxabcxx').subarray(2, 5)
    const buffer = await wholeAnswer(pooled, meta).arrayBuffer()
    expect(buffer.byteLength).toBe(3)
  })

  it('streams its body to a reader that asks for the stream, and reads through it afterwards', async () => {
    const res = wholeAnswer(bytesOf('streamed'), meta)
    const reader = res.body?.getReader()
    expect(reader).toBeDefined()
    const first = await reader?.read()
    expect(new TextDecoder().decode(first?.value)).toBe('streamed')
    expect(res.bodyUsed).toBe(true)
    await expect(res.text()).rejects.toThrow(TypeError)
  })

  it('clones and makes blobs as fetch does', async () => {
    const res = wholeAnswer(bytesOf('twice'), meta)
    const copy = res.clone()
    await expect(copy.text()).resolves.toBe('twice')
    await expect(res.text()).resolves.toBe('twice')
    await expect((await wholeAnswer(bytesOf('blob'), meta).blob()).text()).resolves.toBe('blob')
  })
})

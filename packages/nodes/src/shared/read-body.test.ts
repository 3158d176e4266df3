import { describe, expect, it } from 'vitest'
import { BodyTooLargeError, isWholeJson, readBody, readBodyJson, readBodyText } from './read-body'

/** A Response whose body would go on for ever, noting whether its reader cancelled it. */
function endlessResponse(chunk: Uint8Array) {
  const state = { cancelled: false }
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      controller.enqueue(chunk)
    },
    cancel() {
      state.cancelled = true
    },
  })
  return { res: new Response(body), state }
}

describe('the shared body reader', () => {
  it('cuts a body at the limit and stops its download', async () => {
    const { res, state } = endlessResponse(new TextEncoder().encode('abcd'))
    expect(await readBodyText(res, { maxBytes: 10, beyond: 'cut' })).toBe('abcdabcdab')
    expect(state.cancelled).toBe(true)
  })

  it('drops a character the cut splits', async () => {
    const res = new Response('aé')
    expect(await readBodyText(res, { maxBytes: 2, beyond: 'cut' })).toBe('a')
  })

  it('refuses a body past the limit when a whole one is needed, naming it', async () => {
    const { res, state } = endlessResponse(new Uint8Array(1024))
    await expect(
      readBody(res, { maxBytes: 1024 * 1024, beyond: 'fail', what: 'https://example.com/a' }),
    ).rejects.toThrow(BodyTooLargeError)
    expect(state.cancelled).toBe(true)
    await expect(readBodyJson(new Response('{"a":[1,2,3]}'), 5)).rejects.toThrow(/larger than/)
  })

  it('reads a body within the limit whole', async () => {
    expect(await readBodyJson(new Response('{"a":1}'), 100)).toEqual({ a: 1 })
    expect(await readBodyText(new Response(null), { maxBytes: 1, beyond: 'fail' })).toBe('')
  })
})

describe('isWholeJson', () => {
  const kind = (contentType: string) => isWholeJson(new Headers({ 'content-type': contentType }))

  it('takes a JSON body, with or without its charset, as whole', () => {
    expect(kind('application/json')).toBe(true)
    expect(kind('application/json; charset=utf-8')).toBe(true)
  })

  it('takes event streams, NDJSON and a missing type as streams', () => {
    expect(kind('text/event-stream')).toBe(false)
    expect(kind('application/x-ndjson')).toBe(false)
    expect(kind('application/jsonl')).toBe(false)
    expect(isWholeJson(new Headers())).toBe(false)
  })
})

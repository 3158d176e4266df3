import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import axios, { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios'
import { describe, expect, it } from 'vitest'
import { describeThrown, parseApiError } from './errors'

function responseError(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() }
  const response = { status, statusText: '', headers: {}, config, data } as AxiosResponse
  return new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, {}, response)
}

describe('parseApiError', () => {
  it('keeps the server code, message and status', () => {
    const body = {
      statusCode: 401,
      code: 'INVALID_CREDENTIALS',
      error: 'Unauthorized',
      message: 'Invalid login credentials',
    }
    expect(parseApiError(responseError(401, body))).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid login credentials',
      status: 401,
    })
  })

  it('falls back to ERR_BAD_REQUEST / ERR_BAD_RESPONSE when the body has no code', () => {
    expect(parseApiError(responseError(400, 'plain text'))).toEqual({
      code: 'ERR_BAD_REQUEST',
      message: 'plain text',
      status: 400,
    })
    expect(parseApiError(responseError(502, ''))).toMatchObject({ code: 'ERR_BAD_RESPONSE', status: 502 })
    expect(parseApiError(responseError(500, { message: 'boom' }))).toMatchObject({ message: 'boom' })
  })

  it('reports network codes for requests without a response', async () => {
    const timeout = new AxiosError('timeout of 10ms exceeded', 'ECONNABORTED')
    expect(parseApiError(timeout)).toEqual({ code: 'ECONNABORTED', message: 'timeout of 10ms exceeded' })
    expect(parseApiError(new AxiosError('t', 'ETIMEDOUT')).code).toBe('ETIMEDOUT')
    expect(parseApiError(new axios.CanceledError()).code).toBe('ERR_CANCELED')

    // A real refused connection: a port that was just closed.
    const probe = createServer()
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
    const port = (probe.address() as AddressInfo).port
    await new Promise<void>((resolve) => probe.close(() => resolve()))
    const error: unknown = await axios.get(`http://127.0.0.1:${port}/`).catch((e: unknown) => e)
    expect(parseApiError(error).code).toBe('ERR_NETWORK')
  })

  it('describes any thrown value: message, else JSON, else plain text', () => {
    expect(parseApiError(new Error('bad'))).toEqual({ code: 'UNKNOWN', message: 'bad' })
    expect(describeThrown({ message: 'from object' })).toBe('from object')
    expect(describeThrown('just text')).toBe('just text')
    expect(describeThrown({ a: 1 })).toBe('{"a":1}')
    const circular: Record<string, unknown> = {}
    circular.self = circular
    expect(describeThrown(circular)).toBe('[object Object]')
    expect(describeThrown(undefined)).toBe('undefined')
    expect(describeThrown(42)).toBe('42')
  })
})

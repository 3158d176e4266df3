import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../test/build-test-app'
import { loggerOptions } from './logger'

/** The log lines that name /api/v1/ping, after one ping (with a token in its query) and one unknown route. */
async function linesAt(level: string): Promise<string[]> {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString())
      done()
    },
  })
  const t = await buildTestApp('sqlite', { logger: { ...loggerOptions(level), stream } })
  await t.app.inject({ method: 'GET', url: '/api/v1/ping?token=s3cret' })
  await t.app.inject({ method: 'GET', url: '/api/v1/nowhere?token=s3cret' })
  await t.close()
  return lines.filter((l) => l.includes('/api/v1/'))
}

describe('request logs', () => {
  it('are one line per request at debug, none at info, without secrets', async () => {
    expect(await linesAt('info')).toEqual([])
    const debug = await linesAt('debug')
    const ping = debug.filter((l) => l.includes('/api/v1/ping'))
    expect(ping).toHaveLength(1)
    expect(JSON.parse(ping[0]!)).toMatchObject({ level: 20, msg: 'request completed', statusCode: 200 })
    expect(debug.some((l) => l.includes('/api/v1/nowhere'))).toBe(true)
    expect(debug.join('\n')).not.toContain('s3cret')
  })
})

import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseAllowlist } from './allowlist'
import { isBlockedAddress } from './blocked-addresses'
import { guardedFetch, OutboundBlockedError } from './guarded-fetch'

let server: Server
let origin: string
beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/redirect-private') {
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' })
      return res.end()
    }
    if (req.url === '/redirect-loop') {
      res.writeHead(302, { location: '/redirect-loop' })
      return res.end()
    }
    if (req.url === '/echo') {
      res.writeHead(200, { 'content-type': 'application/json' })
      return res.end(
        JSON.stringify({
          authorization: req.headers.authorization,
          cookie: req.headers.cookie,
          x: req.headers['x-team'],
        }),
      )
    }
    if (req.url === '/to-same-origin') {
      res.writeHead(302, { location: '/echo' })
      return res.end()
    }
    if (req.url === '/to-other-origin') {
      res.writeHead(307, { location: `http://localhost:${new URL(origin).port}/echo` })
      return res.end()
    }
    if (req.url === '/big') {
      res.writeHead(200, { 'content-type': 'text/plain' })
      return res.end(Buffer.alloc(64 * 1024, 'a'))
    }
    if (req.url === '/redirect-ok') {
      res.writeHead(302, { location: '/ok' })
      return res.end()
    }
    res.writeHead(200, { 'content-type': 'text/plain' })
    res.end('ok')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('isBlockedAddress', () => {
  it.each([
    ['127.0.0.1', true],
    ['10.1.2.3', true],
    ['172.20.0.1', true],
    ['192.168.1.1', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['0.0.0.0', true],
    ['224.0.0.1', true],
    ['::1', true],
    ['::', true],
    ['fe80::1', true],
    ['fd00:ec2::254', true],
    ['ff02::1', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:7f00:1', true],
    ['::ffff:a9fe:a9fe', true],
    ['8.8.8.8', false],
    ['2606:4700:4700::1111', false],
    ['::ffff:8.8.8.8', false],
  ])('%s → %s (asked again: the kept verdict)', (address, blocked) => {
    expect(isBlockedAddress(address)).toBe(blocked)
    expect(isBlockedAddress(address)).toBe(blocked)
  })
})

describe('guardedFetch', () => {
  it('refuses loopback by default, by literal and by name', async () => {
    await expect(guardedFetch(`${origin}/ok`)).rejects.toBeInstanceOf(OutboundBlockedError)
    const port = new URL(origin).port
    await expect(guardedFetch(`http://localhost:${port}/ok`)).rejects.toThrow(/private or reserved/)
    await expect(guardedFetch(`http://[::ffff:7f00:1]:${port}/ok`)).rejects.toBeInstanceOf(
      OutboundBlockedError,
    )
    await expect(guardedFetch('file:///etc/passwd')).rejects.toBeInstanceOf(OutboundBlockedError)
  })

  it('allows what the operator allowlist permits (hosts and CIDRs)', async () => {
    const byCidr = await guardedFetch(`${origin}/ok`, {}, { allowlist: parseAllowlist('127.0.0.0/8') })
    expect(await byCidr.text()).toBe('ok')
    const port = new URL(origin).port
    const byHost = await guardedFetch(
      `http://localhost:${port}/ok`,
      {},
      { allowlist: parseAllowlist(['localhost']) },
    )
    expect(byHost.status).toBe(200)
  })

  it('checks every redirect and follows at most 5', async () => {
    const allowlist = parseAllowlist('127.0.0.1')
    const followed = await guardedFetch(`${origin}/redirect-ok`, {}, { allowlist })
    expect(await followed.text()).toBe('ok')
    await expect(guardedFetch(`${origin}/redirect-private`, {}, { allowlist })).rejects.toThrow(
      /169\.254\.169\.254/,
    )
    await expect(guardedFetch(`${origin}/redirect-loop`, {}, { allowlist })).rejects.toThrow(
      /Too many redirects/,
    )
  })

  it('sends credentials on within the origin and drops them when a redirect leaves it', async () => {
    const allowlist = parseAllowlist('127.0.0.1, localhost')
    const headers = { authorization: 'Bearer secret', cookie: 'sid=1', 'x-team': 'blue' }
    const same = await guardedFetch(`${origin}/to-same-origin`, { headers }, { allowlist })
    expect(await same.json()).toEqual({ authorization: 'Bearer secret', cookie: 'sid=1', x: 'blue' })
    const other = await guardedFetch(`${origin}/to-other-origin`, { headers }, { allowlist })
    expect(other.url).toBe(`http://localhost:${new URL(origin).port}/echo`)
    expect(await other.json()).toEqual({ x: 'blue' })
  })

  it('reads a body only up to its limit', async () => {
    const allowlist = parseAllowlist('127.0.0.1')
    const res = await guardedFetch(`${origin}/big`, {}, { allowlist, maxResponseBytes: 1000 })
    await expect(res.text()).rejects.toThrow(/larger than/)
    const whole = await guardedFetch(`${origin}/big`, {}, { allowlist, maxResponseBytes: 64 * 1024 })
    expect((await whole.text()).length).toBe(64 * 1024)
  })
})

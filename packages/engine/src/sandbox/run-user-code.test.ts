import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createGuardedFetch } from '../guard/guarded-fetch'
import { parseAllowlist } from '../guard/allowlist'
import { runUserCode, SandboxError } from './run-user-code'

let server: Server
let url: string
beforeAll(async () => {
  server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ hello: 'world' }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/data`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('runUserCode', () => {
  it('returns JSON results and sees $vars, $flow, $input and named inputs', async () => {
    const result = await runUserCode('return { v: $vars.tone, f: $flow.chatId, i: $input, n: $count + 1 }', {
      vars: { tone: 'calm' },
      flow: { chatId: 'c1', input: 'hello' },
      inputs: { count: 41 },
    })
    expect(result).toEqual({ v: 'calm', f: 'c1', i: 'hello', n: 42 })
  })

  it('supports await and a bridged fetch that goes through the guard', async () => {
    const code = `const r = await fetch(${JSON.stringify('URL')}); return (await r.json()).hello`
    const allowed = createGuardedFetch({ allowlist: parseAllowlist('127.0.0.1') })
    expect(await runUserCode(code.replace('URL', url), { fetch: allowed })).toBe('world')
    const guarded = createGuardedFetch()
    await expect(runUserCode(code.replace('URL', url), { fetch: guarded })).rejects.toThrow(
      /private or reserved/,
    )
    await expect(runUserCode(code.replace('URL', url))).rejects.toThrow(/fetch is not available/)
  })

  it('require gives axios and node-fetch over the guarded fetch, crypto hashing, path, querystring and assert', async () => {
    const allowed = createGuardedFetch({ allowlist: parseAllowlist('127.0.0.1') })
    const code = `
      const axios = require('axios')
      const fetch2 = require('node-fetch')
      const crypto = require('node:crypto')
      const got = await axios.get(${JSON.stringify(url)}, { params: { q: 'a b' } })
      const viaFetch = await (await fetch2(${JSON.stringify(url)})).json()
      require('assert').strictEqual(got.status, 200)
      return {
        data: got.data.hello,
        fetched: viaFetch.hello,
        sha256: crypto.createHash('sha256').update('abc').digest('hex'),
        md5: crypto.createHash('md5').update('abc').digest('base64'),
        hmac: crypto.createHmac('sha256', 'key').update('msg').digest('hex'),
        uuid: /^[0-9a-f-]{36}$/.test(crypto.randomUUID()),
        random: crypto.randomBytes(8).toString('hex').length,
        ext: require('path').extname('/a/b/report.pdf'),
        joined: require('path').join('/a', 'b', '../c'),
        query: require('querystring').parse('x=1&y=two+words'),
      }`
    expect(await runUserCode(code, { fetch: allowed })).toEqual({
      data: 'world',
      fetched: 'world',
      sha256: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
      md5: 'kAFQmDzST7DWlj99KOF/cg==',
      hmac: '2d93cbc1be167bcb1637a4a23cbff01a7878f0c50ee833954ea5221bb1b8c628',
      uuid: true,
      random: 16,
      ext: '.pdf',
      joined: '/a/c',
      query: { x: '1', y: 'two words' },
    })
    // The guard still applies to axios: a private address is refused without the allowlist.
    await expect(runUserCode(code, { fetch: createGuardedFetch() })).rejects.toThrow(/private or reserved/)
  })

  it('names the modules it offers when code requires another', async () => {
    await expect(runUserCode("const { Pinecone } = require('@pinecone-database/pinecone')")).rejects.toThrow(
      'Module "@pinecone-database/pinecone" is not available in custom code here. Available: axios, node-fetch, crypto, path, querystring, assert',
    )
    await expect(runUserCode("return require('fs')")).rejects.toThrow(/Module "fs" is not available/)
  })

  it.each([
    ['constructor chain to process', "return this.constructor.constructor('return process')().env"],
    ['Function constructor to require', "return Function('return require')()('fs')"],
    ['process', 'return process.env'],
    ['require', "return require('child_process')"],
    ['dynamic import', "return await import('node:fs')"],
    ['globalThis host objects', 'return globalThis.Buffer.from("x")'],
  ])('refuses escape: %s', async (_name, code) => {
    await expect(runUserCode(code, { timeoutMs: 2000 })).rejects.toBeInstanceOf(SandboxError)
  })

  it('cannot pollute host prototypes', async () => {
    const before = Object.getOwnPropertyNames(Object.prototype).sort()
    await runUserCode('Object.prototype.polluted = 1; Array.prototype.map = null; return ({}).polluted', {
      inputs: { list: [1, 2] },
    })
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(before)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect([1].map((x) => x + 1)).toEqual([2])
  })

  it('stops an infinite loop at the deadline', async () => {
    const started = Date.now()
    await expect(runUserCode('while (true) {}', { timeoutMs: 300 })).rejects.toMatchObject({
      code: 'SANDBOX_TIMEOUT',
    })
    expect(Date.now() - started).toBeLessThan(3000)
  })

  it('stops an async infinite loop and a never-settling promise', async () => {
    await expect(runUserCode('await null; for (;;) {}', { timeoutMs: 300 })).rejects.toBeInstanceOf(
      SandboxError,
    )
    await expect(runUserCode('await new Promise(() => {})', { timeoutMs: 300 })).rejects.toMatchObject({
      code: 'SANDBOX_TIMEOUT',
    })
  })

  it('times out waiting for a fetch that never answers, and frees its QuickJS runtime whole', async () => {
    // The unanswered fetch's promise is still held when the runtime is freed: released first, else
    // QuickJS aborts (`list_empty(&rt->gc_obj_list)`) and the call fails with that instead.
    const never = () => new Promise<Response>(() => {})
    const code = "const r = await fetch('http://example.test/slow'); return r.status"
    await expect(runUserCode(code, { fetch: never, timeoutMs: 300 })).rejects.toMatchObject({
      code: 'SANDBOX_TIMEOUT',
      message: 'Code timed out after 300 ms',
    })
    expect(await runUserCode('return 1 + 1')).toBe(2)
  })

  it('fails a memory bomb without harming the host', async () => {
    const bomb = "let s = 'x'; const a = []; for (;;) { a.push(s); s = s + s }"
    await expect(
      runUserCode(bomb, { memoryLimitBytes: 8 * 1024 * 1024, timeoutMs: 5000 }),
    ).rejects.toBeInstanceOf(SandboxError)
    expect(await runUserCode('return 1 + 1')).toBe(2)
  })
})

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, describeDialects, type TestApp } from './test/build-test-app'
import { APP_VERSION } from './version'

describeDialects('app basics (%s)', (dialect) => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp(dialect)
  })
  afterAll(() => t.close())

  it('answers ping and version', async () => {
    const ping = await t.app.inject({ method: 'GET', url: '/api/v1/ping' })
    expect(ping.statusCode).toBe(200)
    expect(ping.body).toBe('pong')
    expect(ping.headers['content-type']).toMatch(/^text\/plain/)
    const slash = await t.app.inject({ method: 'GET', url: '/api/v1/ping/' })
    expect(slash.body).toBe('pong')
    const version = await t.app.inject({ method: 'GET', url: '/api/v1/version' })
    expect(version.json()).toEqual({ version: APP_VERSION })
    expect(APP_VERSION).toMatch(/^\d+\.\d+\.\d+/)
  })

  it('serves an OpenAPI document built from the zod schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/docs/json' })
    expect(res.statusCode).toBe(200)
    const doc = res.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>()
    expect(doc.openapi).toMatch(/^3\./)
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/auth/login', '/api/v1/uniks/{unikId}', '/api/v1/admin/users/{id}']),
    )
    expect(JSON.stringify(doc.paths['/api/v1/auth/login'])).toContain('"email"')
    const ui = await t.app.inject({ method: 'GET', url: '/api/v1/docs/' })
    expect(ui.statusCode).toBe(200)
    expect(ui.body).toContain('<html')
  })

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nope' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND', error: 'Not Found' })
  })

  it('maps validation failures to 400 VALIDATION with a readable message', async () => {
    const { signUp } = await import('./test/api-client')
    const s = await signUp(t.app, `v-${dialect}@example.com`)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/uniks',
      headers: s.auth,
      payload: { name: '' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION', error: 'Bad Request' })
    expect(res.json<{ message: string }>().message).toMatch(/^body\.name: /)
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{nope',
    })
    expect(badJson.statusCode).toBe(400)
    expect(badJson.json()).toMatchObject({ code: 'VALIDATION' })
  })
})

/** An app serving a built web folder, shared by the groups of tests below. */
function spaSuite() {
  // Filled in by the hooks below: read inside hooks and tests only.
  const fx = {} as { t: TestApp; webDir: string }
  beforeAll(async () => {
    fx.webDir = mkdtempSync(join(tmpdir(), 'unikflow-web-'))
    mkdirSync(join(fx.webDir, 'assets'))
    writeFileSync(join(fx.webDir, 'index.html'), '<!doctype html><title>Unikflow SPA</title>')
    writeFileSync(join(fx.webDir, 'assets', 'app.js'), 'console.log(1)')
    // What the web build's precompress step writes beside a big asset.
    const big = `export const text = "${'abc '.repeat(5_000)}"`
    writeFileSync(join(fx.webDir, 'assets', 'big.js'), big)
    writeFileSync(join(fx.webDir, 'assets', 'big.js.br'), brotliCompressSync(big))
    writeFileSync(join(fx.webDir, 'assets', 'big.js.gz'), gzipSync(big))
    fx.t = await buildTestApp('sqlite', { webDistDir: fx.webDir })
  })
  afterAll(async () => {
    await fx.t.close()
    rmSync(fx.webDir, { recursive: true, force: true })
  })
  return fx
}

type SpaSuite = ReturnType<typeof spaSuite>

function servingTheSpa(fx: SpaSuite) {
  it('serves files and falls back to index.html for client routes, never for /api', async () => {
    const asset = await fx.t.app.inject({ method: 'GET', url: '/assets/app.js' })
    expect(asset.statusCode).toBe(200)
    expect(asset.body).toBe('console.log(1)')
    expect(asset.headers['cache-control']).toContain('immutable')
    // A script is never a document: no policy (it would apply to nothing), still no sniffing.
    expect(asset.headers['content-security-policy']).toBeUndefined()
    expect(asset.headers['x-content-type-options']).toBe('nosniff')
    expect(asset.headers.etag).toBeUndefined()
    expect(asset.headers['last-modified']).toBeUndefined()
    // Only a built file's exact name is served; any other asset path is a 404 (not the page, not cached).
    for (const url of [
      '/assets/APP.js',
      '/assets/missing.js',
      '/assets/..%2Findex.html',
      '/assets/.%2Fapp.js',
    ]) {
      const other = await fx.t.app.inject({ method: 'GET', url })
      expect(other.statusCode, url).toBe(404)
      expect(other.json(), url).toMatchObject({ code: 'NOT_FOUND' })
      expect(other.headers['cache-control'], url).not.toContain('immutable')
    }
    // The root path is the app too (a reload on / must not hit a directory listing).
    const root = await fx.t.app.inject({ method: 'GET', url: '/' })
    expect(root.statusCode).toBe(200)
    expect(root.body).toContain('Unikflow SPA')
    expect(root.headers['cache-control']).toBe('no-cache')
    expect(root.headers.etag).toBeDefined()
    const page = await fx.t.app.inject({ method: 'GET', url: '/uniks/123?x=1' })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).toContain('Unikflow SPA')
    const api = await fx.t.app.inject({ method: 'GET', url: '/api/v1/unknown' })
    expect(api.statusCode).toBe(404)
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' })
  })

  // The browser merges a 304's headers into its cached page: the API's `default-src 'none'` on the shell's
  // 304 blocked the app's own script on every second visit (a blank page).
  it.each(['/', '/index.html', '/uniks/123', '/chatbot/abc'])(
    'the app shell at %s carries the page policy on its 200 and its 304',
    async (url) => {
      const first = await fx.t.app.inject({ method: 'GET', url })
      expect(first.statusCode).toBe(200)
      const policy = url.startsWith('/chatbot') ? 'frame-ancestors *' : "frame-ancestors 'none'"
      const answers = [first]
      const validators = { etag: first.headers.etag, 'last-modified': first.headers['last-modified'] }
      if (validators.etag) {
        const again = await fx.t.app.inject({
          method: 'GET',
          url,
          headers: { 'if-none-match': String(validators.etag) },
        })
        expect(again.statusCode).toBe(304)
        answers.push(again)
      }
      for (const res of answers) {
        expect(res.headers['content-security-policy'], `${url} ${res.statusCode}`).toContain(
          "script-src 'self'",
        )
        expect(res.headers['content-security-policy'], `${url} ${res.statusCode}`).toContain(policy)
      }
    },
  )
}

function compressionAndErrors(fx: SpaSuite) {
  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('serves built assets precompressed (%s) with immutable caching', async (encoding, decode) => {
    const res = await fx.t.app.inject({
      method: 'GET',
      url: '/assets/big.js',
      headers: { 'accept-encoding': encoding },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe(encoding)
    expect(res.headers['cache-control']).toContain('immutable')
    expect(res.rawPayload.length).toBeLessThan(1_000)
    expect(decode(res.rawPayload).toString()).toContain('abc abc')
  })

  it('compresses API answers above 1 KB, not small ones', async () => {
    const { signUp } = await import('./test/api-client')
    const s = await signUp(fx.t.app, 'compress@example.com')
    const nodes = await fx.t.app.inject({
      method: 'GET',
      url: '/api/v1/nodes',
      headers: { ...s.auth, 'accept-encoding': 'br, gzip' },
    })
    expect(nodes.statusCode).toBe(200)
    expect(nodes.headers['content-encoding']).toBe('br')
    expect(JSON.parse(brotliDecompressSync(nodes.rawPayload).toString()).length).toBeGreaterThan(20)
    const ping = await fx.t.app.inject({
      method: 'GET',
      url: '/api/v1/ping',
      headers: { 'accept-encoding': 'br' },
    })
    expect(ping.headers['content-encoding']).toBeUndefined()
  })

  it('hides internals of unexpected errors', async () => {
    // Break the database under the app: the next query throws a driver error.
    await fx.t.database.db.schema.dropTable('unik_members').execute()
    const { signUp } = await import('./test/api-client')
    const s = await signUp(fx.t.app, 'boom@example.com')
    const res = await fx.t.app.inject({ method: 'GET', url: '/api/v1/uniks', headers: s.auth })
    expect(res.statusCode).toBe(500)
    expect(res.json()).toEqual({
      statusCode: 500,
      code: 'INTERNAL',
      error: 'Internal Server Error',
      message: 'Internal Server Error',
    })
  })
}

describe('app: 5xx and the SPA', () => {
  const fx = spaSuite()
  describe('the SPA', () => servingTheSpa(fx))
  describe('compression and unexpected errors', () => compressionAndErrors(fx))
})

describe('a full disk', () => {
  it("answers 507 'Storage is full' instead of a bare 500", async () => {
    const t = await buildTestApp('sqlite')
    try {
      const { signUp, createUnik } = await import('./test/api-client')
      const s = await signUp(t.app, 'full@example.com')
      const unik = await createUnik(t.app, s, 'Full')
      // SQLite's page limit makes the real database file full: the next growing write fails with SQLITE_FULL.
      const pages = await sql<{ page_count: number }>`PRAGMA page_count`.execute(t.database.db)
      await sql.raw(`PRAGMA max_page_count = ${pages.rows[0]?.page_count ?? 1}`).execute(t.database.db)
      let res = await t.app.inject({ method: 'GET', url: '/api/v1/ping' })
      for (let i = 0; i < 20 && res.statusCode !== 507; i++)
        res = await t.app.inject({
          method: 'POST',
          url: `/api/v1/uniks/${unik.id}/variables`,
          headers: s.auth,
          payload: { name: `big_${i}`, value: 'x'.repeat(90_000), type: 'static' },
        })
      expect(res.statusCode, res.body).toBe(507)
      expect(res.json()).toMatchObject({ code: 'STORAGE_FULL', message: 'Storage is full' })
    } finally {
      await t.close()
    }
  })
})

describe('security headers', () => {
  it.each([
    ['http://localhost:3000', undefined],
    ['https://flows.example.com', 'max-age=31536000; includeSubDomains'],
  ])('PUBLIC_URL %s: HSTS %s, nosniff and a closed CSP on API answers', async (publicUrl, hsts) => {
    const t = await buildTestApp('sqlite', { env: { PUBLIC_URL: publicUrl } })
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/ping' })
      expect(res.headers['strict-transport-security']).toBe(hsts)
      expect(res.headers['x-content-type-options']).toBe('nosniff')
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
    } finally {
      await t.close()
    }
  })
})

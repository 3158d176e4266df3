import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LIBRARY_FILES, letterPattern, MarkerLetters } from '@unikflow/updl'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { libraryFilePath } from './library-file-path'
import { libraryIntegrity } from './library-integrity'

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..')

describe('GET /assets/libs/*', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp('sqlite')
  })
  afterAll(() => t.close())

  it('knows the sha384 of every script it serves, as pages name it in integrity', async () => {
    const integrity = libraryIntegrity()
    for (const file of LIBRARY_FILES.filter((f) => f.urlPath.endsWith('.js'))) {
      const res = await t.app.inject({ method: 'GET', url: `/assets/libs/${file.urlPath}` })
      const digest = createHash('sha384').update(res.rawPayload).digest('base64')
      expect(integrity[file.urlPath], file.urlPath).toBe(`sha384-${digest}`)
    }
  })

  it('serves every library file from its npm package, cached for good, CORS open', async () => {
    for (const file of LIBRARY_FILES) {
      const path = libraryFilePath(file)
      expect(path, file.urlPath).toBeDefined()
      const res = await t.app.inject({ method: 'GET', url: `/assets/libs/${file.urlPath}` })
      expect(res.statusCode, file.urlPath).toBe(200)
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(res.headers['access-control-allow-origin']).toBe('*')
      expect(res.rawPayload.equals(readFileSync(path ?? ''))).toBe(true)
      if (file.urlPath.endsWith('.js'))
        expect(res.headers['content-type']).toMatch(/^application\/javascript/)
    }
  })

  it('serves nothing else: other package files, traversal and unknown paths are 404', async () => {
    for (const url of [
      '/assets/libs/aframe@1.8.0/package.json',
      '/assets/libs/../../package.json',
      '/assets/libs/three@0.187.0/build/../../../package.json',
      '/assets/libs/',
      '/assets/libs/ar@1/patt.hiro/x',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404)
    }
  })

  it('pins the versions packages/server installs (local and CDN pages run the same code)', () => {
    const deps = (
      JSON.parse(readFileSync(join(serverDir, 'package.json'), 'utf8')) as {
        devDependencies: Record<string, string>
      }
    ).devDependencies
    for (const file of LIBRARY_FILES) {
      if (file.npmPackage === '@unikflow/updl') continue
      expect(file.cdnUrl, file.urlPath).toContain(`/${file.npmPackage}@${deps[file.npmPackage]}/`)
      const installed = (
        JSON.parse(
          readFileSync(
            join(dirname(libraryFilePath({ ...file, fileInPackage: 'package.json' }) ?? ''), 'package.json'),
            'utf8',
          ),
        ) as { version: string }
      ).version
      expect(installed, file.npmPackage).toBe(deps[file.npmPackage])
    }
  })

  it('ships the letter patterns generated from their bitmaps', () => {
    for (const letter of MarkerLetters) {
      const file = LIBRARY_FILES.find((f) => f.urlPath.endsWith(`patt.letter-${letter.toLowerCase()}`))
      const path = file && libraryFilePath(file)
      expect(readFileSync(path ?? '', 'utf8')).toBe(letterPattern(letter))
      expect(Buffer.from(file?.cdnUrl.split(',')[1] ?? '', 'base64').toString()).toBe(letterPattern(letter))
    }
  })
})

import { execFile } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TCredential, TUnik } from '@unikflow/graph'
import { loadConfig } from '../config'
import { createUnik, signUp, type Session } from '../test/api-client'
import { buildTestApp, describeDialects, type TestApp } from '../test/build-test-app'
import { runsClient } from '../test/prediction-setup'
import { readCredentialForRun } from '../features/credentials/credentials.service'
import { deriveKey, Keyring } from '../features/secrets/keyring'
import { rotateSecrets } from './rotate-secrets'

const keyIds = async (t: TestApp) =>
  new Set((await t.database.db.selectFrom('credentials').select('key_id').execute()).map((r) => r.key_id))

describeDialects('unikflow secrets rotate (%s)', (dialect) => {
  describe('file-managed keys', () => {
    let t: TestApp
    let owner: Session
    let unik: TUnik
    let ids: string[]

    beforeAll(async () => {
      // No UNIKFLOW_SECRET_KEY: the key lives in DATA_DIR/secret.key, as in a default install.
      t = await buildTestApp(dialect, { env: { UNIKFLOW_SECRET_KEY: '' } })
      owner = await signUp(t.app, 'rotate@example.com')
      unik = await createUnik(t.app, owner, 'Rotate')
      const api = runsClient(t.app, unik.id)
      ids = []
      for (const n of [1, 2, 3])
        ids.push(await api.credential(owner, 'serpApi', { serpApiKey: `serp-${n}` }, `c${n}`))
    })
    afterAll(() => t.close())

    it('re-encrypts every row under a new key and swaps the key files; the running server keeps reading', async () => {
      const oldKey = readFileSync(join(t.config.dataDir, 'secret.key'), 'utf8').trim()
      expect(await keyIds(t)).toEqual(new Set([deriveKey(oldKey).id]))
      const result = await rotateSecrets(t.database.db, t.config.secretKeys)
      expect(result).toMatchObject({ reencrypted: 3, unreadable: 0, swappedKeyFiles: true })

      const newKey = readFileSync(join(t.config.dataDir, 'secret.key'), 'utf8').trim()
      expect(newKey).not.toBe(oldKey)
      expect(readFileSync(join(t.config.dataDir, 'secret.key.previous'), 'utf8').trim()).toBe(oldKey)
      expect(existsSync(join(t.config.dataDir, 'secret.key.next'))).toBe(false)
      expect(await keyIds(t)).toEqual(new Set([result.keyId]))
      expect(result.keyId).toBe(deriveKey(newKey).id)

      // This app started with the old key only: it finds the new one in the files when it needs it.
      const api = runsClient(t.app, unik.id)
      const read = await api.call(owner, 'GET', `/credentials/${ids[0]}`)
      expect(read.statusCode, read.body).toBe(200)
      expect(read.json<TCredential>().name).toBe('c1')
      // A server started after the swap reads them all, old-key rows included, and writes under the new key.
      const restarted = {
        db: t.database.db,
        keyring: Keyring.fromSecretKeys(loadConfig({ DATA_DIR: t.config.dataDir }).secretKeys),
      }
      expect(restarted.keyring.writeKeyId).toBe(result.keyId)
      for (const [i, id] of ids.entries())
        expect(await readCredentialForRun(restarted, unik.id, id)).toEqual({ serpApiKey: `serp-${i + 1}` })
      // Each run moves to a fresh key; rows the first rotation moved move again.
      const again = await rotateSecrets(t.database.db, loadConfig({ DATA_DIR: t.config.dataDir }).secretKeys)
      expect(again).toMatchObject({ reencrypted: 3, unreadable: 0, swappedKeyFiles: true })
      expect(again.keyId).not.toBe(result.keyId)
      expect(readFileSync(join(t.config.dataDir, 'secret.key.previous'), 'utf8').trim().split('\n')).toEqual([
        oldKey,
        newKey,
      ])
    })
  })

  describe('environment-managed keys', () => {
    let t: TestApp
    beforeAll(async () => {
      t = await buildTestApp(dialect)
    })
    afterAll(() => t.close())

    it('asks for UNIKFLOW_SECRET_KEY_NEXT, then moves rows to it; a ring with both keys reads every row', async () => {
      const owner = await signUp(t.app, 'env-rotate@example.com')
      const unik = await createUnik(t.app, owner, 'Env')
      const id = await runsClient(t.app, unik.id).credential(owner, 'serpApi', { serpApiKey: 'env-secret' })
      await expect(rotateSecrets(t.database.db, t.config.secretKeys)).rejects.toThrow(
        /UNIKFLOW_SECRET_KEY_NEXT/,
      )

      const env = {
        DATA_DIR: t.config.dataDir,
        UNIKFLOW_SECRET_KEY: t.config.secretKey,
        UNIKFLOW_SECRET_KEY_NEXT: 'the-next-key-0123456789-AbCdEfGhIjKlMn',
      }
      const during = loadConfig(env)
      // Servers given the NEXT key write under it at once and still read the old rows.
      expect(Keyring.fromSecretKeys(during.secretKeys).writeKeyId).toBe(
        deriveKey('the-next-key-0123456789-AbCdEfGhIjKlMn').id,
      )
      const result = await rotateSecrets(t.database.db, during.secretKeys)
      expect(result).toMatchObject({ reencrypted: 1, swappedKeyFiles: false })
      expect(await keyIds(t)).toEqual(new Set([deriveKey('the-next-key-0123456789-AbCdEfGhIjKlMn').id]))

      const after = loadConfig({
        DATA_DIR: t.config.dataDir,
        UNIKFLOW_SECRET_KEY: 'the-next-key-0123456789-AbCdEfGhIjKlMn',
        UNIKFLOW_SECRET_KEY_PREVIOUS: t.config.secretKey,
      })
      const deps = { db: t.database.db, keyring: Keyring.fromSecretKeys(after.secretKeys) }
      expect(await readCredentialForRun(deps, unik.id, id)).toEqual({ serpApiKey: 'env-secret' })
      // The old key alone no longer opens it.
      const oldOnly = { db: t.database.db, keyring: new Keyring({ write: t.config.secretKey, read: [] }) }
      await expect(readCredentialForRun(oldOnly, unik.id, id)).rejects.toThrow(/not in the keyring/)
    })
  })
})

describe('cli process', () => {
  it('rotates from the command line', async () => {
    const t = await buildTestApp('sqlite', { env: { UNIKFLOW_SECRET_KEY: '' } })
    try {
      const owner = await signUp(t.app, 'cli-rotate@example.com')
      const unik = await createUnik(t.app, owner, 'Cli')
      await runsClient(t.app, unik.id).credential(owner, 'serpApi', { serpApiKey: 'x' })
      const tsx = join(import.meta.dirname, '..', '..', '..', '..', 'node_modules', '.bin', 'tsx')
      const cli = join(import.meta.dirname, '..', 'cli.ts')
      const env = { ...process.env, DATA_DIR: t.config.dataDir, LOG_LEVEL: 'silent', UNIKFLOW_SECRET_KEY: '' }
      const { stdout } = await promisify(execFile)(
        tsx,
        ['--conditions=@unikflow/source', cli, 'secrets', 'rotate'],
        {
          env,
        },
      )
      expect(stdout).toMatch(/Re-encrypted 1 credential\(s\) under key [0-9a-f]{16}\./)
      expect(stdout).toContain('secret.key now holds the new key')
    } finally {
      await t.close()
    }
  }, 30_000)
})

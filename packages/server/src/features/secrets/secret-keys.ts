import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** Key files in DATA_DIR: the current key, the one a rotation moves to, and retired ones (one a line). */
export const KEY_FILES = {
  current: 'secret.key',
  next: 'secret.key.next',
  previous: 'secret.key.previous',
} as const

/** The server secret keys as configured; credentials are written under `next ?? current`. */
export interface SecretKeys {
  current: string
  /** A rotation in progress (UNIKFLOW_SECRET_KEY_NEXT or DATA_DIR/secret.key.next). */
  next: string | undefined
  /** Retired keys still read (UNIKFLOW_SECRET_KEY_PREVIOUS, comma-separated, and DATA_DIR/secret.key.previous). */
  previous: string[]
  /** Where the key files live; the keyring re-reads them when it meets an unknown key id. */
  dataDir: string
  /** True when the current key comes from UNIKFLOW_SECRET_KEY rather than a file. */
  fromEnv: boolean
}

type Env = Record<string, string | undefined>

export function readKeyFile(dataDir: string, name: string): string | undefined {
  const file = join(dataDir, name)
  if (!existsSync(file)) return undefined
  return readFileSync(file, 'utf8').trim() || undefined
}

export function readKeyLines(dataDir: string, name: string): string[] {
  const text = readKeyFile(dataDir, name)
  return text
    ? text
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter(Boolean)
    : []
}

/** Every key the files in `dataDir` name (used to pick up a rotation that happened after start). */
export function readAllKeyFiles(dataDir: string): string[] {
  return [
    readKeyFile(dataDir, KEY_FILES.current),
    readKeyFile(dataDir, KEY_FILES.next),
    ...readKeyLines(dataDir, KEY_FILES.previous),
  ].filter((k): k is string => k !== undefined)
}

export function loadSecretKeys(env: Env, dataDir: string, current: string): SecretKeys {
  const fromEnvList = (env.UNIKFLOW_SECRET_KEY_PREVIOUS ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean)
  return {
    current,
    next: env.UNIKFLOW_SECRET_KEY_NEXT || readKeyFile(dataDir, KEY_FILES.next),
    previous: [...fromEnvList, ...readKeyLines(dataDir, KEY_FILES.previous)],
    dataDir,
    fromEnv: Boolean(env.UNIKFLOW_SECRET_KEY),
  }
}

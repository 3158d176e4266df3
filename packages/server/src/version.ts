import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** Replaced by esbuild (`define`) in the bundle; undefined when running from source. */
declare const __UNIKFLOW_VERSION__: string | undefined

function readRootVersion(): string {
  let dir = dirname(fileURLToPath(import.meta.url))
  for (let i = 0; i < 6; i++) {
    const file = join(dir, 'package.json')
    if (existsSync(file)) {
      const pkg: unknown = JSON.parse(readFileSync(file, 'utf8'))
      if (isRootPackage(pkg)) return pkg.version
    }
    dir = dirname(dir)
  }
  return '0.0.0'
}

function isRootPackage(pkg: unknown): pkg is { name: string; version: string } {
  return (
    typeof pkg === 'object' &&
    pkg !== null &&
    'name' in pkg &&
    pkg.name === 'unikflow' &&
    'version' in pkg &&
    typeof pkg.version === 'string'
  )
}

export const APP_VERSION: string =
  typeof __UNIKFLOW_VERSION__ === 'string' ? __UNIKFLOW_VERSION__ : readRootVersion()

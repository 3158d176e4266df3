import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { UNIK_ROLE_VALUES } from '@unikflow/graph'
import { terminologyProblems } from '@unikflow/testkit'
import { TRANSLATED_ERROR_CODES } from '../api/errors'
import { NODE_BADGES } from '../features/canvas/nodes/node-badges'
import { UNIK_LIST_KEYS, UNIK_LIST_NAMESPACES } from '../ui/unik-list-keys'
import { LANGUAGES, NAMESPACES } from './namespaces'

const SRC = fileURLToPath(new URL('..', import.meta.url))
const LOCALES = fileURLToPath(new URL('../../public/locales', import.meta.url))
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/

type Json = string | number | boolean | null | Json[] | { [key: string]: Json }

function load(lng: string, ns: string): Record<string, Json> {
  const parsed: unknown = JSON.parse(readFileSync(join(LOCALES, lng, `${ns}.json`), 'utf8'))
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new Error(`${lng}/${ns} is no object`)
  return parsed as Record<string, Json>
}

/** Flat `a.b.c` → value; plural forms collapse to their base key (ru has more forms than en). */
function flatten(
  obj: Record<string, Json>,
  prefix = '',
  out = new Map<string, string>(),
): Map<string, string> {
  for (const [key, value] of Object.entries(obj)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) flatten(value, path, out)
    else out.set(path.replace(PLURAL_SUFFIX, ''), String(value))
  }
  return out
}

const catalog = new Map<string, Map<string, Map<string, string>>>(
  LANGUAGES.map((lng) => [lng, new Map(NAMESPACES.map((ns) => [ns, flatten(load(lng, ns))]))]),
)

function keysOf(lng: string, ns: string): Map<string, string> {
  return catalog.get(lng)?.get(ns) ?? new Map()
}

function variables(text: string): string[] {
  return [...text.matchAll(/{{\s*([\w.]+)[^}]*}}/g)].map((m) => m[1] ?? '').sort()
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

/** The first argument of every `t(` call, cut at the top-level comma or the closing parenthesis. */
function firstArguments(code: string): string[] {
  const args: string[] = []
  for (const match of code.matchAll(/(?<![\w.])t\(/g)) {
    let depth = 0
    let i = (match.index ?? 0) + 2
    const start = i
    for (; i < code.length; i++) {
      const c = code[i]
      if (c === '(' || c === '{' || c === '[') depth++
      else if (c === ')' || c === '}' || c === ']') {
        if (depth === 0) break
        depth--
      } else if (c === ',' && depth === 0) break
    }
    args.push(code.slice(start, i))
  }
  return args
}

/** Namespaces a file's `useTranslation(...)` calls put first (the ones plain `t('key')` looks in). */
function defaultNamespaces(code: string): string[] {
  const found = [...code.matchAll(/useTranslation\(\s*(?:\[\s*'([^']+)'|'([^']+)')?/g)].map(
    (m) => m[1] ?? m[2] ?? 'translation',
  )
  return found.length > 0 ? [...new Set(found)] : ['translation']
}

describe('locales', () => {
  it('has a file for every namespace in every language', () => {
    for (const lng of LANGUAGES)
      for (const ns of NAMESPACES) expect(() => load(lng, ns), `${lng}/${ns}.json`).not.toThrow()
  })

  it('has the same keys in en and ru, nested keys included', () => {
    const problems: string[] = []
    for (const ns of NAMESPACES) {
      const en = keysOf('en', ns)
      const ru = keysOf('ru', ns)
      for (const key of en.keys()) if (!ru.has(key)) problems.push(`ru/${ns}: missing ${key}`)
      for (const key of ru.keys()) if (!en.has(key)) problems.push(`en/${ns}: missing ${key}`)
    }
    expect(problems).toEqual([])
  })

  it('uses the same interpolation variables in en and ru', () => {
    const problems: string[] = []
    for (const ns of NAMESPACES)
      for (const [key, text] of keysOf('en', ns)) {
        const ru = keysOf('ru', ns).get(key)
        if (ru !== undefined && variables(ru).join() !== variables(text).join()) problems.push(`${ns}:${key}`)
      }
    expect(problems).toEqual([])
  })

  it('keeps to one term per concept in each language', () => {
    const problems: string[] = []
    for (const lng of LANGUAGES)
      for (const ns of NAMESPACES)
        for (const [key, text] of keysOf(lng, ns))
          for (const problem of terminologyProblems(lng, text))
            problems.push(`${lng}/${ns}:${key} ${problem}`)
    expect(problems).toEqual([])
  })

  it('has no empty texts', () => {
    const empty: string[] = []
    for (const lng of LANGUAGES)
      for (const ns of NAMESPACES)
        for (const [key, text] of keysOf(lng, ns)) if (text.trim() === '') empty.push(`${lng}/${ns}:${key}`)
    expect(empty).toEqual([])
  })

  it('has every key the source uses, in both languages', () => {
    const missing: string[] = []
    const check = (where: string, ns: string[], key: string) => {
      const [explicitNs, bare] = key.includes(':') ? key.split(':', 2) : [undefined, key]
      const lookIn = explicitNs ? [explicitNs] : ns
      for (const lng of LANGUAGES)
        if (!lookIn.some((n) => keysOf(lng, n).has(bare ?? ''))) missing.push(`${where}: ${lng} ${key}`)
    }
    let checked = 0
    for (const file of sourceFiles(SRC)) {
      const code = readFileSync(file, 'utf8')
      const where = relative(SRC, file)
      const ns = defaultNamespaces(code)
      for (const arg of firstArguments(code))
        // Strings compared against (`mode === 'login' ? … : …`) are values, not keys.
        for (const m of arg.replace(/[!=]==\s*'[^']*'/g, '').matchAll(/'([A-Za-z][\w.:-]*)'/g)) {
          check(where, ns, m[1] ?? '')
          checked++
        }
      // Menu entries carry their title keys as data.
      if (where.endsWith('menuItems.ts'))
        for (const m of code.matchAll(/title: '([^']+)'/g)) check(where, ['menu'], m[1] ?? '')
    }
    // Keys built at run time.
    for (const code of TRANSLATED_ERROR_CODES) check('errors', ['translation'], `errors.${code}`)
    check('errors', ['translation'], 'errors.UNKNOWN')
    for (const role of UNIK_ROLE_VALUES) check('roles', ['uniks'], `roles.${role}`)
    for (const [badge, { hint }] of Object.entries(NODE_BADGES)) {
      check('node badges', ['canvas'], `node.badges.${badge}`)
      if (hint) check('node badges', ['canvas'], `node.badgeHints.${badge}`)
    }
    for (const ns of UNIK_LIST_NAMESPACES)
      for (const key of Object.values(UNIK_LIST_KEYS)) check('unik list pages', [ns], key)

    expect(checked).toBeGreaterThan(50)
    expect(missing).toEqual([])
  })
})

// docker-compose.yml is documentation (no Docker where the tests run): this keeps it consistent with the
// README and the CLI, which the queue-mode tests exercise.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..', '..', '..', '..', '..')
const compose = readFileSync(join(root, 'docker-compose.yml'), 'utf8')
const readme = readFileSync(join(root, 'README.md'), 'utf8')

describe('docker-compose.yml example', () => {
  it('sets only variables the README documents, and runs two API servers and two workers in queue mode', () => {
    const variables = [...compose.matchAll(/^ {4}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1] ?? '')
    expect(variables).toEqual(
      expect.arrayContaining([
        'MODE',
        'DATABASE_URL',
        'REDIS_URL',
        'UNIKFLOW_SECRET_KEY',
        'UNIKFLOW_TOKEN_KEY',
      ]),
    )
    // No key in the file: a placeholder copied into production would sign everyone's sessions.
    expect(compose).toMatch(/UNIKFLOW_SECRET_KEY: \$\{UNIKFLOW_SECRET_KEY:\?/)
    expect(compose).toMatch(/UNIKFLOW_TOKEN_KEY: \$\{UNIKFLOW_TOKEN_KEY:\?/)
    const documented = (name: string) => readme.includes(`| \`${name}\``) || readme.includes(`\`${name}\`, `)
    expect(variables.filter((name) => !documented(name))).toEqual([])
    expect(compose).toMatch(/MODE: queue/)
    expect([...compose.matchAll(/command: \['start'\]/g)]).toHaveLength(2)
    expect([...compose.matchAll(/command: \['worker'\]/g)]).toHaveLength(2)
    expect(compose).toMatch(/image: pgvector\/pgvector:pg16/)
    expect(compose).toMatch(/\.\/deploy\/Caddyfile:/)
    const caddy = readFileSync(join(root, 'deploy', 'Caddyfile'), 'utf8')
    expect(caddy).toMatch(/reverse_proxy api-1:3000 api-2:3000/)
  })
})

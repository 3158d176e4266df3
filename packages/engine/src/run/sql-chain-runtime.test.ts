import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import { runFlow } from './run-flow'
import { buildFlow } from './build-flow'
import { createTestServices } from '../testing/test-services'

let fake: FakeOpenAI
const dir = mkdtempSync(join(tmpdir(), 'unikflow-sql-'))
beforeAll(async () => {
  fake = await startFakeOpenAI()
  mkdirSync(join(dir, 'files'))
  const db = new Database(join(dir, 'files', 'shop.db'))
  db.exec(`CREATE TABLE "orders" (id INTEGER PRIMARY KEY, customer TEXT, total REAL);
    INSERT INTO orders (customer, total) VALUES ('Ann', 30), ('Bob', 12.5), ('Ann', 7);
    CREATE TABLE secrets (v TEXT); INSERT INTO secrets VALUES ('hidden');`)
  db.close()
  // A database outside the unik's workspace (the server's own, say).
  new Database(join(dir, 'server.db')).close()
})
afterAll(async () => {
  await fake.close()
  rmSync(dir, { recursive: true, force: true })
})

const chat = () => fake.calls.filter((c) => c.path.endsWith('/chat/completions'))
const promptOf = (i: number) => JSON.stringify(chat().at(i)?.body)

function sqlFlow(inputs: Record<string, unknown>) {
  return buildFlow([
    { id: 'm', name: 'chatOpenAI', credential: 'cred-openai' },
    { id: 's', name: 'sqlDatabaseChain', inputs: { model: '{{m.data.instance}}', ...inputs } },
  ])
}

const ask = (flowData: ReturnType<typeof buildFlow>, allowPrivateHosts: string[] = []) =>
  runFlow({
    chatId: 'c',
    flowId: 'f',
    flowData,
    question: 'How much did Ann spend?',
    services: createTestServices(fake.baseUrl, { fileWorkspace: join(dir, 'files'), allowPrivateHosts }),
  })

describe('Sql Database Chain on SQLite (a file of the unik workspace)', () => {
  const sqlite = (extra: Record<string, unknown> = {}) =>
    sqlFlow({ database: 'sqlite', url: 'shop.db', ignoreTables: 'secrets', ...extra })

  it('the model writes a query from the schema, it runs, the model answers from the rows', async () => {
    fake.queue(
      { content: '```sql\nSELECT SUM(total) AS spent FROM "orders" WHERE customer = \'Ann\';\n```' },
      { content: 'Ann spent 37.' },
    )
    const result = await ask(sqlite({ sampleRowsInTableInfo: 1, topK: 5 }))
    expect(result.text).toBe('Ann spent 37.')
    const queryPrompt = promptOf(-2)
    expect(queryPrompt).toContain('CREATE TABLE \\"orders\\"')
    expect(queryPrompt).toContain('at most 5 rows')
    expect(queryPrompt).not.toContain('secrets')
    expect(promptOf(-1)).toContain('SQLResult: [{\\"spent\\":37}]')
  })

  it.each([
    'DELETE FROM orders',
    "INSERT INTO orders (customer, total) VALUES ('Eve', 1)",
    'SELECT 1; DROP TABLE orders',
  ])('refuses to change data without Allow Writes: %s', async (sql) => {
    fake.queue({ content: sql }, { content: 'Could not.' })
    await ask(sqlite())
    expect(promptOf(-1)).toContain('Not run:')
    const db = new Database(join(dir, 'files', 'shop.db'), { readonly: true })
    expect(db.prepare('SELECT COUNT(*) FROM orders').pluck().get()).toBe(3)
    db.close()
  })

  it('the driver itself is read-only: a write hidden in a reading statement fails', async () => {
    fake.queue(
      { content: "WITH x AS (SELECT 1) INSERT INTO orders (customer, total) SELECT 'Eve', 1 FROM x" },
      { content: 'Could not.' },
    )
    await ask(sqlite())
    expect(promptOf(-1)).toMatch(/SQLResult: Error: .*readonly/i)
  })

  it('writes when Allow Writes is on', async () => {
    fake.queue({ content: "INSERT INTO orders (customer, total) VALUES ('Eve', 1)" }, { content: 'Added.' })
    await ask(sqlite({ allowWrites: true }))
    const db = new Database(join(dir, 'files', 'shop.db'), { readonly: true })
    expect(db.prepare('SELECT COUNT(*) FROM orders').pluck().get()).toBe(4)
    db.close()
  })

  it.each([`ATTACH DATABASE '${join(dir, 'server.db')}' AS server`, "VACUUM INTO '/tmp/copy.db'"])(
    'never opens another file, even with Allow Writes: %s',
    async (sql) => {
      fake.queue({ content: sql }, { content: 'Could not.' })
      await ask(sqlite({ allowWrites: true }))
      expect(promptOf(-1)).toContain('Not run: Statements opening other database files')
    },
  )

  it.each(['../server.db', join(dir, 'server.db')])(
    'refuses a file outside the workspace: %s',
    async (url) => {
      await expect(ask(sqlite({ url }))).rejects.toThrow(/leaves the workspace|relative to the workspace/)
    },
  )
})

const pgUrl = process.env.TEST_DATABASE_URL
describe.runIf(pgUrl)('Sql Database Chain on PostgreSQL', () => {
  const name = `sqlchain_${randomBytes(5).toString('hex')}`
  const admin = async (statement: string, database?: string) => {
    const url = new URL(pgUrl ?? '')
    if (database) url.pathname = `/${database}`
    const client = new pg.Client({ connectionString: url.toString() })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
  const dbUrl = () => {
    const url = new URL(pgUrl ?? '')
    url.pathname = `/${name}`
    return url.toString()
  }
  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`)
    await admin(
      `CREATE TABLE orders (id serial PRIMARY KEY, customer text NOT NULL, total numeric);
       INSERT INTO orders (customer, total) VALUES ('Ann', 30), ('Bob', 12.5), ('Ann', 7)`,
      name,
    )
  })
  afterAll(() => admin(`DROP DATABASE IF EXISTS ${name}`))

  it('answers from a read-only query; the host passed the outbound guard (allowlisted loopback)', async () => {
    fake.queue(
      { content: "SQLQuery: SELECT SUM(total) AS spent FROM orders WHERE customer = 'Ann'" },
      { content: 'Ann spent 37.' },
    )
    const result = await ask(sqlFlow({ database: 'postgres', url: dbUrl() }), ['127.0.0.1'])
    expect(result.text).toBe('Ann spent 37.')
    expect(promptOf(-2)).toContain('\\"customer\\" text NOT NULL')
    expect(promptOf(-1)).toContain('SQLResult: [{\\"spent\\":\\"37\\"}]')
  })

  it('a write disguised as a reading statement fails in the read-only transaction', async () => {
    fake.queue(
      { content: 'WITH x AS (DELETE FROM orders RETURNING id) SELECT count(*) FROM x' },
      { content: 'Could not.' },
    )
    await ask(sqlFlow({ database: 'postgres', url: dbUrl() }), ['127.0.0.1'])
    expect(promptOf(-1)).toContain('read-only transaction')
  })

  it('a loopback database is refused by the outbound guard unless the operator allows it', async () => {
    await expect(ask(sqlFlow({ database: 'postgres', url: dbUrl() }))).rejects.toThrow(/private or reserved/)
  })
})

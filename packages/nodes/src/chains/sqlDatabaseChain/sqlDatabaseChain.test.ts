import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runFlow } from '@unikflow/engine'
import { buildFlow, useNodeHarness } from '@unikflow/engine/testing'

const harness = useNodeHarness()
const dir = mkdtempSync(join(tmpdir(), 'unikflow-sql-'))
beforeAll(async () => {
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
  rmSync(dir, { recursive: true, force: true })
})

const chat = () => harness.openai.calls.filter((c) => c.path.endsWith('/chat/completions'))
const promptOf = (i: number) => JSON.stringify(chat().at(i)?.body)

function sqlFlow(inputs: Record<string, unknown>, credential?: string) {
  return buildFlow([
    { id: 'm', name: 'chatOpenAI', credential: 'cred-openai' },
    {
      id: 's',
      name: 'sqlDatabaseChain',
      inputs: { model: '{{m.data.instance}}', ...inputs },
      ...(credential ? { credential } : {}),
    },
  ])
}

/** The PostgreSQL test database's connection string, as a PostgreSQL Connection credential holds it. */
let pgConnection = ''

const ask = (flowData: ReturnType<typeof buildFlow>, allowPrivateHosts: string[] = []) =>
  runFlow({
    chatId: 'c',
    flowId: 'f',
    flowData,
    question: 'How much did Ann spend?',
    services: harness.services({
      fileWorkspace: join(dir, 'files'),
      allowPrivateHosts,
      credentials: { 'cred-pg': { connectionString: pgConnection } },
      sqlQueryTimeoutMs: 1500,
    }),
  })

describe('Sql Database Chain on SQLite (a file of the unik workspace)', () => {
  const sqlite = (extra: Record<string, unknown> = {}) =>
    sqlFlow({ database: 'sqlite', url: 'shop.db', ignoreTables: 'secrets', ...extra })

  it('the model writes a query from the schema, it runs, the model answers from the rows', async () => {
    harness.openai.queue(
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

  const count = () => {
    const db = new Database(join(dir, 'files', 'shop.db'), { readonly: true })
    try {
      return db.prepare('SELECT COUNT(*) FROM orders').pluck().get()
    } finally {
      db.close()
    }
  }

  it.each([
    ['DELETE FROM orders', 'The database is read-only'],
    ["INSERT INTO orders (customer, total) VALUES ('Eve', 1)", 'The database is read-only'],
    [
      "WITH x AS (SELECT 1) INSERT INTO orders (customer, total) SELECT 'Eve', 1 FROM x",
      'The database is read-only',
    ],
    ['SELECT 1; DROP TABLE orders', 'Only one SQL statement'],
    ["SELECT 1 /* ' */; DELETE FROM orders; -- '", 'Only one SQL statement'],
    ['PRAGMA query_only = OFF', 'Only SELECT, INSERT, UPDATE and DELETE'],
  ])('refuses to change data without Allow Writes: %s', async (sql, reason) => {
    harness.openai.queue({ content: sql }, { content: 'Could not.' })
    await ask(sqlite())
    expect(promptOf(-1)).toContain(`Not run: ${reason}`)
    expect(count()).toBe(3)
  })

  it('a slow query is stopped at the time limit (its process killed) and the chain answers', async () => {
    harness.openai.queue(
      {
        content: 'WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n) SELECT count(*) FROM n',
      },
      { content: 'It took too long.' },
    )
    const result = await ask(sqlite())
    expect(result.text).toBe('It took too long.')
    expect(promptOf(-1)).toMatch(/SQLResult: Error: The query ran longer than 1500 ms/)
  })

  it('writes when Allow Writes is on', async () => {
    harness.openai.queue(
      { content: "INSERT INTO orders (customer, total) VALUES ('Eve', 1)" },
      { content: 'Added.' },
    )
    await ask(sqlite({ allowWrites: true }))
    const db = new Database(join(dir, 'files', 'shop.db'), { readonly: true })
    expect(db.prepare('SELECT COUNT(*) FROM orders').pluck().get()).toBe(4)
    db.close()
  })

  it.each([
    `ATTACH DATABASE '${join(dir, 'server.db')}' AS server`,
    `VACUUM INTO '${join(dir, 'copy.db')}'`,
    `VACUUM /* ' */ INTO '${join(dir, 'copy.db')}' --'`,
  ])('never opens another file, even with Allow Writes: %s', async (sql) => {
    harness.openai.queue({ content: sql }, { content: 'Could not.' })
    await ask(sqlite({ allowWrites: true }))
    expect(promptOf(-1)).toContain('Not run: Only SELECT, INSERT, UPDATE and DELETE')
    expect(existsSync(join(dir, 'copy.db'))).toBe(false)
  })

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
    pgConnection = dbUrl()
    await admin(`CREATE DATABASE ${name}`)
    await admin(
      `CREATE TABLE orders (id serial PRIMARY KEY, customer text NOT NULL, total numeric);
       INSERT INTO orders (customer, total) VALUES ('Ann', 30), ('Bob', 12.5), ('Ann', 7)`,
      name,
    )
  })
  afterAll(() => admin(`DROP DATABASE IF EXISTS ${name}`))

  const postgres = (extra: Record<string, unknown> = {}) =>
    sqlFlow({ database: 'postgres', ...extra }, 'cred-pg')
  const pgCount = async () => {
    const client = new pg.Client({ connectionString: dbUrl() })
    await client.connect()
    try {
      return Number((await client.query('SELECT count(*) AS n FROM orders')).rows[0].n)
    } finally {
      await client.end()
    }
  }

  it('answers from a read-only query; the host passed the outbound guard (allowlisted loopback)', async () => {
    harness.openai.queue(
      { content: "SQLQuery: SELECT SUM(total) AS spent FROM orders WHERE customer = 'Ann'" },
      { content: 'Ann spent 37.' },
    )
    const result = await ask(postgres(), ['127.0.0.1'])
    expect(result.text).toBe('Ann spent 37.')
    expect(promptOf(-2)).toContain('\\"customer\\" text NOT NULL')
    expect(promptOf(-1)).toContain('SQLResult: [{\\"spent\\":\\"37\\"}]')
  })

  it.each([
    ["SELECT 1 /* ' */; COMMIT; DELETE FROM orders; -- '", 'Only one SQL statement'],
    ['SELECT 1; DELETE FROM orders', 'Only one SQL statement'],
    ['DELETE FROM orders', 'The database is read-only'],
    ['WITH x AS (DELETE FROM orders RETURNING id) SELECT count(*) FROM x', 'The database is read-only'],
    ['SELECT * INTO stolen FROM orders', 'The database is read-only'],
    ['SET default_transaction_read_only = off', 'Only SELECT, INSERT, UPDATE and DELETE'],
  ])('refuses without Allow Writes: %s', async (sql, reason) => {
    harness.openai.queue({ content: sql }, { content: 'Could not.' })
    await ask(postgres(), ['127.0.0.1'])
    expect(promptOf(-1)).toContain(`Not run: ${reason}`)
    expect(await pgCount()).toBe(3)
  })

  it('a write slipping past the parser still fails: the session and its transaction are read-only', async () => {
    harness.openai.queue({ content: "SELECT nextval('orders_id_seq')" }, { content: 'Could not.' })
    await ask(postgres(), ['127.0.0.1'])
    expect(promptOf(-1)).toContain('read-only transaction')
  })

  it('a slow query is cancelled by the statement timeout', async () => {
    harness.openai.queue({ content: 'SELECT pg_sleep(30)' }, { content: 'Too slow.' })
    await ask(postgres(), ['127.0.0.1'])
    expect(promptOf(-1)).toContain('statement timeout')
  })

  it('writes with Allow Writes, one statement at a time', async () => {
    harness.openai.queue(
      { content: "INSERT INTO orders (customer, total) VALUES ('Eve', 1); DELETE FROM orders" },
      { content: 'No.' },
    )
    await ask(postgres({ allowWrites: true }), ['127.0.0.1'])
    expect(promptOf(-1)).toContain('Not run: Only one SQL statement')
    harness.openai.queue(
      { content: "INSERT INTO orders (customer, total) VALUES ('Eve', 1)" },
      { content: 'Added.' },
    )
    await ask(postgres({ allowWrites: true }), ['127.0.0.1'])
    expect(await pgCount()).toBe(4)
  })

  it('a connection string typed into the node (older flows) is not used; the error says what to do', async () => {
    await expect(ask(sqlFlow({ database: 'postgres', url: dbUrl() }), ['127.0.0.1'])).rejects.toThrow(
      /typed into the node.*PostgreSQL Connection credential/,
    )
  })

  it('a loopback database is refused by the outbound guard unless the operator allows it', async () => {
    await expect(ask(postgres())).rejects.toThrow(/private or reserved/)
  })
})

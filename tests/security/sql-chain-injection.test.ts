// Attack: an anonymous visitor of a public chatbot built on the Sql Database Chain steers the model into
// SQL the old one-statement check missed: a quote inside a comment hid `; COMMIT; DELETE …` on PostgreSQL
// (the table was emptied), and `VACUUM INTO '/any/path'` copied a SQLite database to any file.
import { existsSync, mkdirSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import type { TChatflow } from '@unikflow/graph'
import { runsClient } from '../../packages/server/src/test/prediction-setup'
import { unikFixture } from '../../packages/server/src/test/unik-fixture'
import { recipeFlowData } from '../support/recipe-flow'

const pgUrl = process.env.TEST_DATABASE_URL

describe('Sql Database Chain of a public chatbot', () => {
  const t = unikFixture('sqlite', {
    owner: 'sql-owner@example.com',
    unik: 'Shop',
    users: {},
    app: { env: { UNIKFLOW_OUTBOUND_ALLOWLIST: '127.0.0.1' } },
  })
  let fake: FakeOpenAI
  const dbName = `sqlattack_${randomBytes(5).toString('hex')}`
  const admin = async (statement: string, database?: string) => {
    const url = new URL(pgUrl ?? '')
    if (database) url.pathname = `/${database}`
    const client = new pg.Client({ connectionString: url.toString() })
    await client.connect()
    try {
      return await client.query(statement)
    } finally {
      await client.end()
    }
  }

  beforeAll(async () => {
    fake = await startFakeOpenAI()
  })
  afterAll(async () => {
    await fake.close()
    if (pgUrl) await admin(`DROP DATABASE IF EXISTS ${dbName}`)
  })

  async function publicSqlFlow(
    database: 'postgres' | 'sqlite',
    extra: { url?: string; connection?: string; allowWrites?: boolean },
  ) {
    const api = runsClient(t.app, t.unik.id)
    const model = await api.credential(t.owner, 'openAIApi', { openAIApiKey: 'sk', basePath: fake.baseUrl })
    const connection = extra.connection
      ? await api.credential(t.owner, 'postgresConnectionUrl', { connectionString: extra.connection })
      : undefined
    const flowData = recipeFlowData(
      {
        model: { type: 'chatOpenAI', at: [0, 0], credential: model },
        chain: {
          type: 'sqlDatabaseChain',
          at: [1, 0],
          inputs: {
            database,
            allowWrites: extra.allowWrites ?? false,
            ...(extra.url ? { url: extra.url } : {}),
          },
          ...(connection ? { credential: connection } : {}),
        },
      },
      [['model', 'chain.model']],
    )
    return api.flow(t.owner, `Shop bot ${database}`, flowData, { isPublic: true })
  }

  const askAnonymously = (flow: TChatflow) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/prediction/${flow.id}`,
      payload: { question: 'How many orders are there?' },
    })

  it.runIf(pgUrl)('PostgreSQL: the comment-quote trick does not delete rows', async () => {
    await admin(`CREATE DATABASE ${dbName}`)
    await admin(
      "CREATE TABLE orders (id serial PRIMARY KEY, customer text); INSERT INTO orders (customer) VALUES ('Ann'), ('Bob')",
      dbName,
    )
    const url = new URL(pgUrl ?? '')
    url.pathname = `/${dbName}`
    const flow = await publicSqlFlow('postgres', { connection: url.toString() })
    fake.queue({ content: "SELECT 1 /* ' */; COMMIT; DELETE FROM orders; -- '" }, { content: 'Done.' })
    const res = await askAnonymously(flow)
    expect(res.statusCode, res.body).toBe(200)
    const left = await admin('SELECT count(*)::int AS n FROM orders', dbName)
    expect(left.rows[0]).toEqual({ n: 2 })
  })

  it('SQLite: VACUUM INTO hidden behind a comment quote writes no file, even with Allow Writes', async () => {
    const files = join(t.config.dataDir, 'uniks', t.unik.id, 'files')
    mkdirSync(files, { recursive: true })
    const db = new Database(join(files, 'shop.db'))
    db.exec(
      "CREATE TABLE orders (id INTEGER PRIMARY KEY, customer TEXT); INSERT INTO orders (customer) VALUES ('Ann')",
    )
    db.close()
    const flow = await publicSqlFlow('sqlite', { url: 'shop.db', allowWrites: true })
    const stolen = join(t.config.dataDir, 'stolen.db')
    fake.queue({ content: `VACUUM /* ' */ INTO '${stolen}' --'` }, { content: 'Done.' })
    const res = await askAnonymously(flow)
    expect(res.statusCode, res.body).toBe(200)
    expect(existsSync(stolen)).toBe(false)
  })
})

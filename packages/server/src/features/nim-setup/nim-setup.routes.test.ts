import { afterAll, beforeAll, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import type { TNimCheckResult } from '@unikflow/graph'
import { describeDialects } from '../../test/build-test-app'
import { unikFixture } from '../../test/unik-fixture'

describeDialects('NIM setup check (%s)', (dialect) => {
  const t = unikFixture(dialect, {
    owner: 'owner@example.com',
    unik: 'NIM',
    users: { member: { email: 'member@example.com', role: 'member' } },
    // The operator allows one loopback port range: 127.0.0.1 (the fake NIM) but not ::1 or a LAN.
    app: { env: { UNIKFLOW_OUTBOUND_ALLOWLIST: '127.0.0.1' } },
  })
  let nim: FakeOpenAI
  beforeAll(async () => {
    nim = await startFakeOpenAI()
  })
  afterAll(() => nim.close())
  const check = (baseUrl: string, session = t.owner) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/uniks/${t.unik.id}/nim/check`,
      headers: session.auth,
      payload: { baseUrl },
    })

  it("lists the endpoint's models through the outbound guard", async () => {
    const res = await check(nim.baseUrl)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json<TNimCheckResult>()).toEqual({ result: 'ok', models: ['gpt-4o-mini'], detail: null })
    expect(nim.calls.at(-1)?.path).toBe('/v1/models')
  })

  it('says blocked for a private address the guard refuses, unreachable when nothing answers', async () => {
    expect((await check('http://10.255.255.1:8000/v1')).json<TNimCheckResult>()).toMatchObject({
      result: 'blocked',
    })
    const closed = await check('http://127.0.0.1:9/v1')
    expect(closed.json<TNimCheckResult>()).toMatchObject({ result: 'unreachable', models: [] })
  })

  it('refuses members (editors set up models) and URLs that are not http', async () => {
    expect((await check(nim.baseUrl, t.member)).statusCode).toBe(403)
    expect((await check('file:///etc/passwd')).statusCode).toBe(400)
  })
})

import { afterAll, beforeAll, expect, it } from 'vitest'
import { startFakeVectara, type FakeVectara } from '@unikflow/testkit'
import { describeDialects } from '../../test/build-test-app'
import { vectaraFileFlow } from '../../test/flows'
import { runsClient } from '../../test/prediction-setup'
import { unikFixture } from '../../test/unik-fixture'

/** The vector upsert API sends a Vectara node's File input and the request's files to Vectara's upload API. */
describeDialects('Vectara file upload through the vector upsert API (%s)', (dialect) => {
  const t = unikFixture(dialect, {
    owner: `vectara-up-${dialect}@example.com`,
    unik: 'Vectara uploads',
    app: { env: { UNIKFLOW_OUTBOUND_ALLOWLIST: '127.0.0.1' } },
  })
  let vectara: FakeVectara

  beforeAll(async () => {
    vectara = await startFakeVectara()
  })
  afterAll(() => vectara?.close())

  it('uploads the File input and the sent file into the corpus, each one request with the key', async () => {
    const api = runsClient(t.app, t.unik.id)
    const credential = await api.credential(t.owner, 'vectaraApi', {
      customerID: 'c1',
      corpusID: `corpus-${dialect}`,
      apiKey: 'vectara-key',
      basePath: vectara.url,
    })
    const file = `data:text/plain;base64,${Buffer.from('Parrots talk back.').toString('base64')},filename:birds.txt`
    const flow = await api.flow(t.owner, 'Vectara files', JSON.stringify(vectaraFileFlow(file, credential)))
    const boundary = '----vectara-upload'
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/vector/internal-upsert/${flow.id}`,
      headers: { ...t.owner.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload:
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="fish.txt"\r\n` +
        `Content-Type: text/plain\r\n\r\nFish swim in schools.\r\n--${boundary}--\r\n`,
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ numAdded: 2 })
    const uploads = vectara.calls.filter((c) => c.url.startsWith('/v1/upload'))
    expect(uploads.map((c) => c.url)).toEqual([
      `/v1/upload?c=c1&o=corpus-${dialect}`,
      `/v1/upload?c=c1&o=corpus-${dialect}`,
    ])
    expect(uploads.every((c) => c.headers['x-api-key'] === 'vectara-key')).toBe(true)
    expect(vectara.corpora.get(`corpus-${dialect}`)?.map((s) => [s.documentId, s.text])).toEqual([
      ['birds.txt', 'Parrots talk back.'],
      ['fish.txt', 'Fish swim in schools.'],
    ])
  })
})

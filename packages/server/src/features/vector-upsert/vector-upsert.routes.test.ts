import { beforeAll, expect, it } from 'vitest'
import type { TApiKeyCreated, TChatflow, TPublicChatbotConfig } from '@unikflow/graph'
import { describeDialects } from '../../test/build-test-app'
import { fileUploadStoreFlow, sampleFlow, vectorStoreFlow } from '../../test/flows'
import { runsClient } from '../../test/prediction-setup'
import { unikFixture } from '../../test/unik-fixture'

describeDialects('vector upsert of a chatflow (%s)', (dialect) => {
  const t = unikFixture(dialect, {
    owner: `vu-owner-${dialect}@example.com`,
    unik: 'Vectors',
    users: { member: { email: `vu-member-${dialect}@example.com`, role: 'member' } },
  })
  let flow: TChatflow
  let noStore: TChatflow
  let key: TApiKeyCreated
  const text = 'Refunds are paid within 14 days.\n\nExchanges are free for 30 days.'

  beforeAll(async () => {
    const api = runsClient(t.app, t.unik.id)
    key = (await api.call(t.owner, 'POST', '/apikey', { keyName: 'upsert' })).json<TApiKeyCreated>()
    flow = await api.flow(t.owner, 'Knowledge', JSON.stringify(vectorStoreFlow(text)), { apikeyid: key.id })
    noStore = await api.flow(t.owner, 'Plain', JSON.stringify(sampleFlow()), { isPublic: true })
  })

  it('upserts with the flow’s API key and answers Flowise’s counts; without the key it is not found', async () => {
    const url = `/api/v1/vector/upsert/${flow.id}`
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(404)
    expect(
      (await t.app.inject({ method: 'POST', url, headers: { authorization: 'Bearer nope' } })).statusCode,
    ).toBe(404)
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${key.apiKey}` },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ numAdded: 1, numUpdated: 0, numSkipped: 0, numDeleted: 0 })
  })

  it('the canvas upsert takes editors, not members; a flow without a vector store is a clear 400', async () => {
    const internal = (id: string) => `/api/v1/vector/internal-upsert/${id}`
    const own = await t.app.inject({ method: 'POST', url: internal(flow.id), headers: t.owner.auth })
    expect(own.statusCode, own.body).toBe(200)
    expect(own.json()).toMatchObject({ numAdded: 1 })
    const member = await t.app.inject({ method: 'POST', url: internal(flow.id), headers: t.member.auth })
    expect(member.statusCode).toBe(403)
    const plain = await t.app.inject({ method: 'POST', url: internal(noStore.id), headers: t.owner.auth })
    expect(plain.statusCode).toBe(400)
    expect(plain.json()).toMatchObject({ message: expect.stringContaining('no vector store node') })
  })

  it('stores the files a widget sends (multipart), and a vector store taking chat uploads is reported as RAG upload', async () => {
    const api = runsClient(t.app, t.unik.id)
    const upload = await api.flow(t.owner, 'Uploads', JSON.stringify(fileUploadStoreFlow()), {
      isPublic: true,
    })
    const boundary = '----vector-upsert'
    const payload =
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="policy.txt"\r\n` +
      `Content-Type: text/plain\r\n\r\nRefunds are paid within 14 days.\r\n--${boundary}--\r\n`
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/vector/upsert/${upload.id}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ numAdded: 1 })

    const rag = await api.flow(
      t.owner,
      'RAG uploads',
      JSON.stringify(fileUploadStoreFlow('postgres', { fileUpload: true })),
      { isPublic: true },
    )
    const config = await t.app.inject({ method: 'GET', url: `/api/v1/public-chatbotConfig/${rag.id}` })
    const uploads = config.json<TPublicChatbotConfig>().uploads
    expect(uploads.isRAGFileUploadAllowed).toBe(true)
    expect(uploads.fileUploadSizeAndTypes[0]?.fileTypes).toEqual(expect.arrayContaining(['.txt', '.md']))
    const plain = await t.app.inject({ method: 'GET', url: `/api/v1/public-chatbotConfig/${upload.id}` })
    expect(plain.json<TPublicChatbotConfig>().uploads.isRAGFileUploadAllowed).toBe(false)
  })
})

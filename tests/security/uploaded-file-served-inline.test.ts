// Attack: a visitor of a public chatbot uploads an HTML page (or an SVG with a script) as a chat file, then
// sends a victim the /api/v1/get-upload-file link: served inline from Unikflow's origin, its script would run
// with the victim's session there. Chat files come back as downloads, except images shown in the page.
import { beforeAll, describe, expect, it } from 'vitest'
import type { TChatflow } from '@unikflow/graph'
import { runsClient } from '../../packages/server/src/test/prediction-setup'
import { unikFixture } from '../../packages/server/src/test/unik-fixture'
import { sampleFlow } from '../../packages/server/src/test/flows'

const boundary = '----attack'
const upload = (name: string, mime: string, content: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: ${mime}\r\n\r\n${content}\r\n--${boundary}--\r\n`

describe('files a chat uploaded are never served as a page', () => {
  const t = unikFixture('sqlite', { owner: 'uploads-sec@example.com', unik: 'Uploads' })
  let flow: TChatflow

  beforeAll(async () => {
    flow = await runsClient(t.app, t.unik.id).flow(t.owner, 'Open bot', JSON.stringify(sampleFlow()), {
      isPublic: true,
      chatbotConfig: JSON.stringify({
        fullFileUpload: { status: true, allowedUploadFileTypes: 'text/html,image/svg+xml,text/plain' },
      }),
    })
  })

  it.each([
    ['page.html', 'text/html', '<script>fetch("/api/v1/auth/me")</script>'],
    ['logo.svg', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
  ])('%s comes back as a download, never inline', async (name, mime, content) => {
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/v1/attachments/${flow.id}/victim-chat`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: upload(name, mime, content),
    })
    expect(sent.statusCode, sent.body).toBe(200)
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/get-upload-file?chatflowId=${flow.id}&chatId=victim-chat&fileName=${name}`,
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/octet-stream')
    expect(res.headers['content-disposition']).toMatch(/^attachment;/)
    expect(res.headers['x-content-type-options']).toBe('nosniff')
  })

  it('a file name cannot reach another chat or flow', async () => {
    for (const fileName of ['../page.html', '..%2Fpage.html', '/etc/passwd'])
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/v1/get-upload-file?chatflowId=${flow.id}&chatId=other&fileName=${fileName}`,
          })
        ).statusCode,
      ).toBe(404)
  })
})

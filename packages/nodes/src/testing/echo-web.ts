import { afterAll, beforeAll } from 'vitest'
import { startLocalHttpServer, type TLocalRequest, type TLocalServer } from '@unikflow/testkit'

/**
 * A loopback site for the Requests tools' tests, started for the file: it answers every request with
 * JSON (by default its method, path and body) and keeps what it was sent.
 */
export function useEchoWeb(
  answer: (req: TLocalRequest) => unknown = (req) => ({ method: req.method, url: req.url, body: req.body }),
): Pick<TLocalServer, 'url' | 'requests'> {
  let web: TLocalServer | undefined
  beforeAll(async () => {
    web = await startLocalHttpServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify(answer(req)))
    })
  })
  afterAll(() => web?.close())
  const started = () => {
    if (!web) throw new Error('the echo site starts in beforeAll')
    return web
  }
  return {
    get url() {
      return started().url
    },
    get requests() {
      return started().requests
    },
  }
}

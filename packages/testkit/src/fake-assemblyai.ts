import { startLocalHttpServer, type TLocalServer } from './local-http-server'

/** The API key the double accepts. */
export const ASSEMBLYAI_KEY = 'aai-key-1'

/**
 * AssemblyAI's API on loopback, for `authorization: ASSEMBLYAI_KEY`: `POST /v2/upload` keeps the bytes and
 * answers their `upload_url`; `POST /v2/transcript` queues a transcript of an uploaded file; `GET
 * /v2/transcript/<id>` answers `processing` once, then `completed` with the text `transcribed: <upload>
 * [<language_code>]`. A transcript of `fail me` ends with `status: error`. `requests` records every request.
 */
export async function startFakeAssemblyAI(): Promise<TLocalServer> {
  const uploads = new Map<string, string>()
  const transcripts = new Map<string, { text: string; polls: number; failed: boolean }>()
  const server: TLocalServer = await startLocalHttpServer((req, res) => {
    res.setHeader('content-type', 'application/json')
    if (req.headers.authorization !== ASSEMBLYAI_KEY) {
      res.writeHead(401)
      return res.end(JSON.stringify({ error: 'Authentication error, API token missing/invalid' }))
    }
    if (req.method === 'POST' && req.url === '/v2/upload') {
      const url = `${server.url}/files/${uploads.size + 1}`
      uploads.set(url, req.body)
      return res.end(JSON.stringify({ upload_url: url }))
    }
    if (req.method === 'POST' && req.url === '/v2/transcript') {
      const body = JSON.parse(req.body) as { audio_url?: string; language_code?: string }
      const audio = uploads.get(body.audio_url ?? '')
      if (audio === undefined) {
        res.writeHead(400)
        return res.end(JSON.stringify({ error: 'Download error, unable to download the audio_url' }))
      }
      const id = `t${transcripts.size + 1}`
      const language = body.language_code ? ` [${body.language_code}]` : ''
      transcripts.set(id, { text: `transcribed: ${audio}${language}`, polls: 0, failed: audio === 'fail me' })
      return res.end(JSON.stringify({ id, status: 'queued', audio_url: body.audio_url }))
    }
    const transcript = /^\/v2\/transcript\/([^/]+)$/.exec(req.url)
    const found = transcript && transcripts.get(transcript[1] ?? '')
    if (req.method === 'GET' && found) {
      found.polls += 1
      if (found.polls < 2) return res.end(JSON.stringify({ id: transcript[1], status: 'processing' }))
      return res.end(
        JSON.stringify(
          found.failed
            ? { id: transcript[1], status: 'error', error: 'Audio file could not be decoded' }
            : { id: transcript[1], status: 'completed', text: found.text },
        ),
      )
    }
    res.writeHead(404)
    res.end(JSON.stringify({ error: 'Not found' }))
  })
  return server
}

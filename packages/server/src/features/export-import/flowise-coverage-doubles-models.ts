import {
  QIANFAN_KEYS,
  startFakeQianfan,
  startFakeVertex,
  startFakeWatsonx,
  startLocalHttpServer,
  watsonxCredential,
  type TFakeVertex,
  type TLocalServer,
} from '@unikflow/testkit'
import { startFakeNemoGuardrails, type TFakeNemoGuardrails } from '@unikflow/nodes/testing'

/** Model servers of flowise-coverage-models-cases.ts that the fake OpenAI server does not speak. */
export interface ModelDoubles {
  /** Ollama's `/api/generate` (the completion LLM): the answer as NDJSON lines, naming the prompt it read. */
  ollama: TLocalServer
  /** Google's token endpoint and Vertex AI; its chat completions answered by the fake OpenAI server. */
  vertex: TFakeVertex
  /** IBM Cloud IAM and watsonx.ai; its chat answered by the fake OpenAI server. */
  watsonx: TLocalServer
  /** Baidu Qianfan's v2 API (signed requests); its chat answered by the fake OpenAI server. */
  qianfan: TLocalServer
  /** A NeMo Guardrails server with the configuration `support`. */
  nemo: TFakeNemoGuardrails
  close(): Promise<void>
}

function startOllamaGenerate(): Promise<TLocalServer> {
  return startLocalHttpServer((req, res) => {
    if (req.url !== '/api/generate') {
      res.writeHead(404)
      return res.end()
    }
    const body = JSON.parse(req.body) as { model: string; prompt: string }
    const line = { model: body.model, created_at: new Date(0).toISOString() }
    res.writeHead(200, { 'content-type': 'application/x-ndjson' })
    res.write(`${JSON.stringify({ ...line, response: `Ollama ${body.model} read: `, done: false })}\n`)
    res.write(`${JSON.stringify({ ...line, response: body.prompt, done: false })}\n`)
    res.end(`${JSON.stringify({ ...line, response: '', done: true, prompt_eval_count: 4, eval_count: 3 })}\n`)
  })
}

/** `chatUrl`: the fake OpenAI server's chat completions, where the doubles send the chats they take. */
export async function startModelDoubles(chatUrl: string): Promise<ModelDoubles> {
  const [ollama, vertex, watsonx, qianfan, nemo] = await Promise.all([
    startOllamaGenerate(),
    startFakeVertex(chatUrl),
    startFakeWatsonx(chatUrl),
    startFakeQianfan(chatUrl),
    startFakeNemoGuardrails(),
  ])
  const all = [ollama, vertex, watsonx, qianfan, nemo]
  return {
    ...{ ollama, vertex, watsonx, qianfan, nemo },
    close: async () => {
      await Promise.all(all.map((s) => s.close()))
    },
  }
}

/** The doubles' credentials, by credential type. */
export function modelDoubleCredentials(m: ModelDoubles): Record<string, Record<string, string>> {
  return {
    googleVertexAuth: { googleApplicationCredential: m.vertex.keyJson },
    ibmWatsonx: watsonxCredential(m.watsonx.url),
    baiduQianfanApi: { ...QIANFAN_KEYS, basePath: m.qianfan.url },
  }
}

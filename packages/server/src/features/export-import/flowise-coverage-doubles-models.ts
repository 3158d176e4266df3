import { startLocalHttpServer, type TLocalServer } from '@unikflow/testkit'
import { startFakeNemoGuardrails, type TFakeNemoGuardrails } from '@unikflow/nodes/testing'

/** Model servers of flowise-coverage-models-cases.ts that the fake OpenAI server does not speak. */
export interface ModelDoubles {
  /** Ollama's `/api/generate` (the completion LLM): the answer as NDJSON lines, naming the prompt it read. */
  ollama: TLocalServer
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

/** Vertex AI, watsonx.ai and Qianfan are the retrieval doubles' (started with the fake OpenAI's chat). */
export async function startModelDoubles(): Promise<ModelDoubles> {
  const [ollama, nemo] = await Promise.all([startOllamaGenerate(), startFakeNemoGuardrails()])
  const all = [ollama, nemo]
  return {
    ...{ ollama, nemo },
    close: async () => {
      await Promise.all(all.map((s) => s.close()))
    },
  }
}

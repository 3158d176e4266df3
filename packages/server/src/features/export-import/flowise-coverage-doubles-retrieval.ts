import {
  fakeEmbedding,
  QIANFAN_KEYS,
  startFakeCacheApis,
  startFakeQianfan,
  startFakeVertex,
  startFakeWatsonx,
  startLocalHttpServer,
  watsonxCredential,
  type FakeCacheApis,
  type FakeOpenAI,
  type TFakeVertex,
  type TLocalServer,
} from '@unikflow/testkit'

/** The doubles the retrieval coverage flows need beyond the shared ones. */
export interface RetrievalDoubles {
  /** Upstash Redis' REST API and Momento's HTTP cache API. */
  caches: FakeCacheApis
  /**
   * Two embeddings services on one port: a Hugging Face inference endpoint (`POST /hf/embed`, `{ inputs }`,
   * bearer `hf-test`) and the Gemini API's embedContent / batchEmbedContents (key `g-test`).
   */
  embed: TLocalServer
  /** Baidu Qianfan's v2 API, Vertex AI (with its Google token endpoint) and IBM watsonx.ai (with its IAM). */
  qianfan: TLocalServer
  vertex: TFakeVertex
  watsonx: TLocalServer
  close(): Promise<void>
}

type TGeminiBody = { content?: TGeminiContent; requests?: { content: TGeminiContent }[] }
type TGeminiContent = { parts: { text?: string }[] }
const textOf = (content: TGeminiContent | undefined) => content?.parts.map((p) => p.text ?? '').join('') ?? ''

async function startEmbedServices(): Promise<TLocalServer> {
  return startLocalHttpServer((req, res) => {
    res.setHeader('content-type', 'application/json')
    if (req.url === '/hf/embed') {
      if (req.headers.authorization !== 'Bearer hf-test') {
        res.writeHead(401)
        return res.end('{"error":"Invalid credentials in Authorization header"}')
      }
      const { inputs } = JSON.parse(req.body) as { inputs: string | string[] }
      const texts = Array.isArray(inputs) ? inputs : [inputs]
      return res.end(JSON.stringify(texts.map((t) => fakeEmbedding(t))))
    }
    if (req.headers['x-goog-api-key'] !== 'g-test') {
      res.writeHead(400)
      return res.end('{"error":{"code":400,"message":"API key not valid."}}')
    }
    const body = JSON.parse(req.body) as TGeminiBody
    if (body.requests)
      return res.end(
        JSON.stringify({
          embeddings: body.requests.map((r) => ({ values: fakeEmbedding(textOf(r.content)) })),
        }),
      )
    return res.end(JSON.stringify({ embedding: { values: fakeEmbedding(textOf(body.content)) } }))
  })
}

/** `chatUrl`: where Qianfan, Vertex AI and watsonx hand the chats of the models coverage on (the fake OpenAI's). */
export async function startRetrievalDoubles(chatUrl?: string): Promise<RetrievalDoubles> {
  const [caches, embed, qianfan, vertex, watsonx] = await Promise.all([
    startFakeCacheApis(),
    startEmbedServices(),
    startFakeQianfan(chatUrl),
    startFakeVertex(chatUrl),
    startFakeWatsonx(chatUrl),
  ])
  return {
    ...{ caches, embed, qianfan, vertex, watsonx },
    close: async () => {
      await Promise.all([caches, embed, qianfan, vertex, watsonx].map((d) => d.close()))
    },
  }
}

export const retrievalPlaceholders = (r: RetrievalDoubles): Record<string, string> => ({
  'http://fake-embed.invalid': r.embed.url,
  'http://fake-vertex.invalid': r.vertex.url,
})

/** The credentials of the retrieval flows' nodes, by credential type (the Redis caches' is keyed: `redis`). */
export function retrievalCredentials(
  r: RetrievalDoubles,
  fake: FakeOpenAI,
): Record<string, Record<string, string>> {
  return {
    mistralAIApi: { mistralAIAPIKey: 'mi-test' },
    voyageAIApi: { apiKey: 'vo-test', endpoint: `${fake.baseUrl}/embeddings` },
    azureOpenAIApi: {
      azureOpenAIApiKey: 'az-test',
      azureOpenAIApiInstanceName: 'unused',
      azureOpenAIApiDeploymentName: 'text-embedding-3-small',
      azureOpenAIApiVersion: '2024-10-21',
    },
    azureFoundryApi: {
      azureFoundryApiKey: 'af-test',
      azureFoundryEndpoint: `${fake.origin}/providers/cohere/v2/rerank`,
    },
    momentoCacheApi: {
      momentoCache: 'answers',
      momentoApiKey: 'mo-key',
      momentoEndpoint: `${r.caches.url}/momento`,
    },
    upstashRedisApi: { upstashConnectionUrl: `${r.caches.url}/upstash`, upstashConnectionToken: 'up-token' },
    baiduQianfanApi: { ...QIANFAN_KEYS, basePath: r.qianfan.url },
    googleVertexAuth: { googleApplicationCredential: r.vertex.keyJson },
    ibmWatsonx: watsonxCredential(r.watsonx.url),
  }
}

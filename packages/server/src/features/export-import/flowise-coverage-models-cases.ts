import { expect } from 'vitest'
import type { CoverageCase, CoverageRun } from './flowise-coverage-case'

/** Asks one flow of the file; the fake OpenAI server answers; what the provider was sent comes back. */
async function askAt(r: CoverageRun, flow: string, answer: string) {
  r.d.fake.queue({ content: answer })
  const a = await r.ask('Why is the sky blue?', { flow })
  expect(a.text).toBe(answer)
  const call = r.d.fake.calls.at(-1)
  return { path: call?.path, auth: call?.headers.authorization, body: JSON.stringify(call?.body) }
}

/** Flowise chat models and completion LLMs of OpenAI-compatible providers, each in an LLM Chain. */
const openAICompatible: CoverageCase = {
  file: 'openai-compatible-models.json',
  async run(r) {
    const chats: [string, string, string][] = [
      ['CometAPI chain', 'Bearer comet-test', '"model":"gpt-5-mini"'],
      ['Fireworks chat chain', 'Bearer fw-test', 'accounts/fireworks/models/llama-v3p1-8b-instruct'],
      ['LiteLLM chain', 'Bearer litellm-test', '"model":"claude-via-litellm"'],
      ['NVIDIA NIM chain', 'Bearer nvapi-test', '"model":"meta/llama-3.1-8b-instruct"'],
      ['OpenAI custom chain', 'Bearer sk-test', '"model":"ft:gpt-4o-mini:shop:support:1"'],
      ['Perplexity chain', 'Bearer pplx-test', '"model":"sonar-pro"'],
      ['SambaNova chat chain', 'Bearer sn-test', '"model":"Meta-Llama-3.3-70B-Instruct"'],
      ['xAI chain', 'Bearer xai-test', '"model":"grok-3"'],
    ]
    for (const [flow, auth, model] of chats) {
      const sent = await askAt(r, flow, `${flow} answered.`)
      expect(sent, flow).toMatchObject({ path: '/v1/chat/completions', auth })
      expect(sent.body, flow).toContain(model)
      expect(sent.body, flow).toContain('Answer in one line: Why is the sky blue?')
    }
    // The completion LLMs ask /completions with the filled prompt.
    const completions: [string, string, string][] = [
      ['Fireworks completion chain', 'Bearer fw-test', 'llama-v3-70b-instruct-hf'],
      ['SambaNova completion chain', 'Bearer sn-test', 'Meta-Llama-3.1-8B-Instruct'],
      ['TogetherAI completion chain', 'Bearer tg-test', 'mistralai/Mixtral-8x7B-v0.1'],
    ]
    for (const [flow, auth, model] of completions) {
      const sent = await askAt(r, flow, `${flow} answered.`)
      expect(sent, flow).toMatchObject({ path: '/v1/completions', auth })
      expect(sent.body, flow).toContain(model)
    }
    // Azure OpenAI: the deployment of the credential its node names (azureInstruct) under the node's Base
    // Path, with its api-key header.
    r.d.fake.queue({ content: 'From Azure.' })
    expect((await r.ask('Hi', { flow: 'Azure OpenAI completion chain' })).text).toBe('From Azure.')
    const azure = r.d.fake.calls.at(-1)
    expect(azure?.path).toBe('/v1/openai/deployments/gpt-35-turbo-instruct/completions')
    expect(azure?.headers['api-key']).toBe('az-models')
    // OpenAI with both moderations: the word list refuses first; OpenAI's moderation refuses a threat.
    expect((await r.ask('Tell me the password')).text).toBe('Not here.')
    expect((await r.ask('I will attack')).text).toContain('Cannot Process!')
    expect(r.d.fake.calls.at(-1)?.path).toBe('/v1/moderations')
    const sent = await askAt(r, 'OpenAI completion chain with moderation', 'Light scatters.')
    expect(sent).toMatchObject({ path: '/v1/completions', auth: 'Bearer sk-test' })
    expect(sent.body).toContain('gpt-3.5-turbo-instruct')
  },
}

/** LlamaIndex-named chat models in Simple Chat Engines (the last flow, Mistral's, is imported only). */
const llamaIndexModels: CoverageCase = {
  file: 'llamaindex-chat-models.json',
  async run(r) {
    // Each model with the credential its node names by key (azureChat, anthropicModels), not its type's default.
    const azure = await askAt(r, 'Azure LlamaIndex chat', 'Azure says hi.')
    expect(azure.path).toBe('/v1/openai/deployments/gpt-4o-mini/chat/completions')
    expect(r.d.fake.calls.at(-1)?.headers['api-key']).toBe('az-models')
    expect(azure.body).toContain('Be brief.')
    const anthropic = await askAt(r, 'Anthropic LlamaIndex chat', 'Claude says hi.')
    expect(anthropic.path).toBe('/v1/messages')
    expect(anthropic.body).toContain('"model":"claude-3-5-haiku-latest"')
    expect(r.d.fake.calls.at(-1)?.headers['x-api-key']).toBe('sk-ant-models')
    const groq = await askAt(r, 'Groq LlamaIndex chat', 'Groq says hi.')
    expect(groq).toMatchObject({ path: '/v1/chat/completions', auth: 'Bearer gsk-test' })
    expect(groq.body).toContain('"model":"llama-3.1-8b-instant"')
    const ollama = await askAt(r, 'Ollama LlamaIndex chat', 'Llama says hi.')
    expect(ollama.path).toBe('/api/chat')
    expect(ollama.body).toContain('"model":"llama3.2"')
    const together = await askAt(r, 'TogetherAI LlamaIndex chat', 'Together says hi.')
    expect(together).toMatchObject({ path: '/v1/chat/completions', auth: 'Bearer tg-test' })
    expect(together.body).toContain('meta-llama/Llama-3-8b-chat-hf')
  },
}

/**
 * Completion LLMs speaking their providers' own APIs: Bedrock's Converse (signed), Ollama's /api/generate.
 * The Cohere LLM's flow is imported only: its credential type is the one chatCohere's case points at the
 * fake OpenAI server's compatibility API, and the Cohere LLM asks Cohere's own /v2/chat (its folder test runs it).
 * The AssemblyAI node (a speech to text key, connected to nothing) sits on that imported-only flow's canvas.
 */
const nativeLlms: CoverageCase = {
  file: 'bedrock-ollama-cohere-llms.json',
  async run({ d, ask }) {
    const bedrock = await ask('Why is the sky blue?')
    expect(bedrock.text).toBe(
      'Bedrock amazon.titan-text-express-v1: Answer in one line: Why is the sky blue?',
    )
    const call = d.bedrock.calls.at(-1)
    expect(call?.path).toBe('/model/amazon.titan-text-express-v1/converse')
    expect(call?.signatureValid).toBe(true)
    expect(call?.headers.authorization).toContain('/eu-central-1/bedrock/aws4_request')
    const ollama = await ask('Why?', { flow: 'Ollama completion chain' })
    expect(ollama.text).toBe('Ollama llama3.2 read: Answer in one line: Why?')
    expect(JSON.parse(d.models.ollama.requests.at(-1)?.body ?? '{}')).toMatchObject({
      model: 'llama3.2',
      options: { temperature: 0.4 },
    })
  },
}

/** Models of Google Vertex AI, IBM watsonx.ai, Baidu Qianfan and a NeMo Guardrails server, at their doubles. */
const providerApis: CoverageCase = {
  file: 'vertex-watsonx-qianfan-nemo.json',
  async run(r) {
    const { vertex, watsonx, qianfan } = r.d.retrieval
    const { nemo } = r.d.models
    // Chat models whose double hands the chat on to the fake OpenAI server.
    const vx = await askAt(r, 'Vertex AI chat chain', 'Gemini on Vertex.')
    expect(vx.body).toContain('Answer in one line: Why is the sky blue?')
    expect(vertex.requests.at(-1)?.url).toBe(
      '/v1/projects/proj-x/locations/europe-west4/endpoints/openapi/chat/completions',
    )
    await askAt(r, 'watsonx chat chain', 'Granite says.')
    expect(watsonx.requests.at(-1)?.url).toMatch(/^\/ml\/v1\/text\/chat(_stream)?\?/)
    expect(watsonx.requests.at(-1)?.body).toContain('"project_id":"proj-1"')
    await askAt(r, 'Baidu Wenxin chain', 'Ernie says.')
    expect(qianfan.requests.at(-1)?.headers.authorization).toMatch(/^bce-auth-v1\/bce-ak-1\//)
    // Completion LLMs and the guardrails server answer themselves.
    expect((await r.ask('Hi', { flow: 'Vertex AI completion chain' })).text).toBe(
      'vertex gemini-1.5-pro: Answer in one line: Hi',
    )
    expect((await r.ask('Hi', { flow: 'watsonx completion chain' })).text).toBe(
      'watsonx ibm/granite-3-8b-instruct: Answer in one line: Hi',
    )
    expect((await r.ask('Hi')).text).toBe('guarded: Answer in one line: Hi')
    expect(JSON.parse(nemo.requests.at(-1)?.body ?? '{}')).toMatchObject({ config_id: 'support' })
  },
}

export const MODEL_CASES: CoverageCase[] = [openAICompatible, llamaIndexModels, nativeLlms, providerApis]

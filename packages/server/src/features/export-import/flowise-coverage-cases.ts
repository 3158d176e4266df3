import { expect } from 'vitest'
import { chatBodies, tools, type CoverageCase } from './flowise-coverage-case'
import { AGENT_CASES } from './flowise-coverage-agent-cases'
import { AGENTFLOW_AND_STORE_CASES } from './flowise-coverage-store-cases'
import { MODEL_CASES } from './flowise-coverage-models-cases'
import { RETRIEVAL_CASES } from './flowise-coverage-retrieval-cases'
import { SEARCH_STORE_CASES } from './flowise-coverage-search-stores-cases'
import { VECTARA_ZEP_CASES } from './flowise-coverage-vectara-zep-cases'
import { KENDRA_DOCSTORE_CASES } from './flowise-coverage-kendra-docstore-cases'
import { TOOL_CASES } from './flowise-coverage-tools-cases'
import { LOADER_CASES } from './flowise-coverage-loaders-cases'
import { AGENTS_MEMORY_CASES } from './flowise-coverage-agents-memory-cases'

export const COVERAGE_CASES: CoverageCase[] = [
  {
    file: 'pinecone-sqlite-record-manager.json',
    async run({ d, ask }) {
      const upserts = () => d.pinecone.calls.filter((c) => c.path === '/hosts/docs/vectors/upsert').length
      const before = upserts()
      d.fake.queue({ content: 'Within 14 days.' }, { content: 'Still 14 days.' })
      const a = await ask('When are refunds paid?')
      expect(a.text).toBe('Within 14 days.')
      expect(upserts()).toBeGreaterThan(before)
      expect(d.fake.calls.at(-1)?.headers.authorization).toBe('Bearer tg-test')
      // The SQLite Record Manager (a file of the unik) recorded both chunks: the next run writes none.
      const written = upserts()
      expect((await ask('When are refunds paid?')).text).toBe('Still 14 days.')
      expect(upserts()).toBe(written)
    },
  },
  {
    file: 'cerebras-jina-filters.json',
    async run({ d, ask }) {
      const passages = () =>
        d.fake.calls.filter(
          (c) => c.path.endsWith('/embeddings') && JSON.stringify(c.body).includes('retrieval.passage'),
        )
      const question = 'Shipping to Europe takes five working days.'
      d.fake.queue({ content: 'Five working days.' }, { content: 'Still five.' })
      const a = await ask(question)
      expect(a.text).toBe('Five working days.')
      // The Embeddings Filter kept only the chunk as close to the question as 0.99.
      const prompt = chatBodies(d).at(-1) ?? ''
      expect(prompt).toContain('Shipping to Europe')
      expect(prompt).not.toContain('Gift cards')
      expect(d.fake.calls.at(-1)?.headers.authorization).toBe('Bearer csk-test')
      // The chunks' vectors were kept by the InMemory Embedding Cache: the next run embeds only the question.
      const embedded = passages().length
      expect((await ask(question)).text).toBe('Still five.')
      expect(passages()).toHaveLength(embedded)
    },
  },
  {
    file: 'cohere-tongyi-cloudflare.json',
    async run({ d, ask }) {
      // A Tool Agent on Cohere (its OpenAI-compatible API) calls the Calculator.
      d.fake.queue(
        { toolCalls: [{ name: 'calculator', arguments: { input: '6*7' } }] },
        { content: 'It is 42.' },
      )
      const agent = await ask('Six times seven?')
      expect(agent.text).toBe('It is 42.')
      expect(tools(agent)).toEqual(['calculator'])
      expect(d.fake.calls.at(-1)?.path).toBe('/compatibility/v1/chat/completions')
      expect(d.fake.calls.at(-1)?.headers.authorization).toBe('Bearer co-test')
      // A Conversation Chain on Alibaba Tongyi (DashScope's compatible mode).
      d.fake.queue({ content: 'Hello from Qwen.' })
      expect((await ask('Hi', { flow: 'Tongyi conversation' })).text).toBe('Hello from Qwen.')
      expect(d.fake.calls.at(-1)?.path).toBe('/compatible-mode/v1/chat/completions')
      expect(d.fake.calls.at(-1)?.headers.authorization).toBe('Bearer ali-test')
      // An LLM Chain on Cloudflare Workers AI, at the account of its credential.
      d.fake.queue({ content: 'Because it is.' })
      expect((await ask('Why?', { flow: 'Cloudflare Workers AI chain' })).text).toBe('Because it is.')
      expect(d.fake.calls.at(-1)?.path).toBe('/client/v4/accounts/acc-1/ai/v1/chat/completions')
      expect(d.fake.calls.at(-1)?.headers.authorization).toBe('Bearer cf-test')
      expect(chatBodies(d).at(-1)).toContain('Answer in one line: Why?')
    },
  },
  {
    file: 'deepseek-hyde-cache.json',
    async run({ d, ask }) {
      // HyDE's passage (the model's first answer) finds the gift card chunk; the chain answers from it.
      d.fake.queue(
        { content: 'Gift cards never expire and can be used online.' },
        { content: 'They never expire.' },
      )
      const a = await ask('Do gift cards expire?')
      expect(a.text).toBe('They never expire.')
      expect(chatBodies(d).at(-1)).toContain('Gift cards never expire and can be used online.')
      expect(d.fake.calls.at(-1)?.headers.authorization).toBe('Bearer ds-test')
      expect(
        d.fake.calls.some(
          (c) => c.path.endsWith('/embeddings') && c.headers.authorization === 'Bearer tg-test',
        ),
      ).toBe(true)
      // Asked again, the InMemory Cache on the Deepseek model answers both prompts: no chat call.
      const chats = chatBodies(d).length
      const again = await ask('Do gift cards expire?')
      expect(again.text).toBe('They never expire.')
      expect(chatBodies(d)).toHaveLength(chats)
    },
  },
  {
    file: 'gemini-google-search.json',
    async run({ d, ask }) {
      d.fake.queue(
        { toolCalls: [{ name: 'google-custom-search', arguments: { input: 'unikflow' } }] },
        { content: 'Version 2.' },
      )
      const a = await ask('What ships today?')
      expect(a.text).toBe('Version 2.')
      expect(a.usedTools?.[0]?.toolOutput).toContain('Version 2 ships today.')
      expect(d.search.calls.at(-1)).toMatchObject({ service: 'google', query: { q: 'unikflow' } })
      expect(d.fake.calls.at(-1)?.path).toBe('/v1beta/models/gemini-2.0-flash:generateContent')
    },
  },
  {
    file: 'groq-react-serper.json',
    async run({ d, ask }) {
      d.fake.queue(
        { content: 'I should search.\nAction: search\nAction Input: unikflow' },
        { content: ' I know the final answer\nFinal Answer: Version 2.' },
      )
      const a = await ask('What ships today?')
      expect(a.text).toBe('Version 2.')
      expect(a.usedTools?.[0]?.toolOutput).toContain('serper answer for unikflow')
      expect(d.fake.calls.at(-1)?.headers.authorization).toBe('Bearer gsk-test')
    },
  },
  {
    file: 'openai-tool-agent-search.json',
    async run({ d, ask }) {
      d.fake.queue(
        { toolCalls: [{ name: 'brave-search', arguments: { input: 'unikflow' } }] },
        { toolCalls: [{ name: 'tavily_search', arguments: { input: 'unikflow' } }] },
        { toolCalls: [{ name: 'search', arguments: { input: 'unikflow' } }] },
        { content: 'Found it three times.' },
      )
      const a = await ask('Search everywhere')
      expect(a.text).toBe('Found it three times.')
      expect(tools(a)).toEqual(['brave-search', 'tavily_search', 'search'])
      expect(d.search.calls.slice(-3).map((c) => c.service)).toEqual(['brave', 'tavily', 'serpapi'])
      expect(chatBodies(d).at(-1)).toContain('Search before answering.')
    },
  },
  {
    file: 'huggingface-react-llm.json',
    async run({ d, ask }) {
      d.fake.queue(
        { content: 'I should compute it.\nAction: calculator\nAction Input: 6*7' },
        { content: ' I know the final answer\nFinal Answer: 42' },
      )
      const a = await ask('What is six times seven?')
      expect(a.text).toBe('42')
      expect(a.usedTools).toEqual([{ tool: 'calculator', toolInput: '6*7', toolOutput: '42' }])
      expect(d.fake.calls.at(-1)?.headers.authorization).toBe('Bearer hf-test')
    },
  },
  {
    file: 'huggingface-multi-prompt.json',
    async run({ d, ask }) {
      d.fake.queue({ content: '{"destination": "math"}' }, { content: 'Two.' })
      const a = await ask('What is 1+1?')
      expect(a.text).toBe('Two.')
      expect(chatBodies(d).at(-1)).toContain('You are a mathematician.')
      expect(d.fake.calls.at(-1)?.body).toMatchObject({ model: 'meta-llama/Llama-3.1-8B-Instruct' })
    },
  },
  {
    file: 'replicate-llm-chain.json',
    async run({ d, ask }) {
      const a = await ask('hi')
      expect(a.text).toBe('Reply to: Say hi')
      expect(d.replicate.requests.at(-1)).toMatchObject({
        method: 'POST',
        url: '/v1/models/meta/llama-3-8b/predictions',
      })
    },
  },
  {
    file: 'langfuse-prompt-analytic.json',
    async run({ d, ask }) {
      // The prompt comes from Langfuse by its name, its {{shop}} filled, its {{question}} left to the chain.
      const a = await ask('hi')
      expect(a.text).toBe('Reply to: Welcome to Sock Corner. hi')
      expect(d.langfuse.requests.at(-1)).toMatchObject({
        method: 'GET',
        url: '/api/public/v2/prompts/shop%20greeting',
      })
    },
  },
  {
    file: 'localai-structured-output.json',
    async run({ d, ask }) {
      d.fake.queue({ content: 'Sure! Ann is three.' }, { content: '{"name": "Ann", "age": 3}' })
      const a = await ask('Ann')
      expect(a.json).toEqual({ name: 'Ann', age: 3 })
      const [first, fix] = d.fake.calls.slice(-2)
      expect(first?.body).toMatchObject({ model: 'ggml-gpt4all-j', response_format: { type: 'json_object' } })
      expect(JSON.stringify(fix?.body)).toContain('Sure! Ann is three.')
    },
  },
  {
    file: 'openrouter-multi-retrieval.json',
    async run({ d, ask }) {
      d.fake.queue({ content: '{"destination": "cafe"}' }, { content: 'At eight.' })
      const a = await ask('When does the cafe open?')
      expect(a.text).toBe('At eight.')
      // The cafe's store also holds the lockers page, which may rank first on the hash embeddings.
      expect(a.sourceDocuments?.map((s) => s.pageContent).join('\n')).toContain('The cafe opens at eight.')
      expect(d.qdrant.points.size).toBe(2)
      expect(d.chroma.rows.size).toBeGreaterThan(0)
      // The Chroma node's metadata filter (chromaMetadataFilter) goes with its search: only the cafe page.
      const query = d.chroma.calls.filter((c) => c.url.endsWith('/query')).at(-1)
      expect(query?.body).toMatchObject({ where: { page: 'cafe' } })
      expect(a.sourceDocuments?.map((s) => s.metadata)).toEqual([expect.objectContaining({ page: 'cafe' })])
      // The HtmlToMarkdown splitter stored the page as Markdown, without its script.
      const lockers = [...d.chroma.rows.values()].map((r) => r.document).filter((t) => t.includes('Lockers'))
      expect(lockers).toEqual(['# Lockers\n\nLockers cost one euro.'])
      expect(d.fake.calls.at(-1)?.headers.authorization).toBe('Bearer or-test')
    },
  },
  {
    file: 'bedrock-pinecone-api-loader.json',
    async run({ d, ask }) {
      const a = await ask('Who is pet 7?')
      expect(a.text).toMatch(/^Bedrock anthropic\.claude-3-haiku-20240307-v1:0: /)
      expect(a.sourceDocuments?.[0]?.pageContent).toContain('Rex')
      expect(d.pets.requests.at(-1)).toMatchObject({ method: 'GET', url: '/v1/pets/7' })
      expect(d.bedrock.calls.at(-1)?.signatureValid).toBe(true)
      expect(d.pinecone.calls.some((c) => c.path === '/hosts/docs/vectors/upsert')).toBe(true)
    },
  },
  {
    file: 'supabase-github.json',
    async run({ d, ask }) {
      d.fake.queue({ content: 'Within 14 days.' })
      const a = await ask('How fast are refunds?')
      expect(a.text).toBe('Within 14 days.')
      expect(a.sourceDocuments?.[0]).toMatchObject({
        pageContent: '# Demo\nRefunds in 14 days',
        metadata: { source: 'README.md' },
      })
      expect(d.supabase.calls.some((c) => c.path === '/rest/v1/rpc/match_documents')).toBe(true)
    },
  },
  {
    file: 'faiss-json-lines.json',
    async run({ d, ask }) {
      d.fake.queue({ content: 'At nine.' })
      const a = await ask('When does the shop open?')
      expect(a.text).toBe('At nine.')
      expect(a.sourceDocuments).toHaveLength(1)
      expect(chatBodies(d).at(-1)).toMatch(/The shop (opens|closes) at/)
    },
  },
  {
    file: 'llamaindex-context-chat.json',
    async run({ d, ask }) {
      d.fake.queue({ content: 'At ten.' })
      const a = await ask('When does the museum open?')
      expect(a.text).toBe('At ten.')
      expect(a.sourceDocuments?.[0]?.pageContent).toBe('The museum opens at ten.')
      expect(d.pinecone.calls.at(-1)?.path).toBe('/hosts/museum/query')
    },
  },
  {
    file: 'xml-agent-summary-buffer.json',
    async run({ d, ask }) {
      d.fake.queue(
        { content: '<tool>calculator</tool><tool_input>6 * 7</tool_input>' },
        { content: '<final_answer>It is 42.</final_answer>' },
      )
      const a = await ask('What is 6*7?', { chatId: 'xml-cov' })
      expect(a.text).toBe('It is 42.')
      expect(tools(a)).toEqual(['calculator'])
      expect(chatBodies(d).at(-1)).toContain('<observation>42</observation>')
      // The Conversation Summary Buffer Memory hands the turn back (it fits the token limit, so no summary).
      d.fake.queue({ content: '<final_answer>You asked for 6*7.</final_answer>' })
      expect((await ask('What did I ask?', { chatId: 'xml-cov' })).text).toBe('You asked for 6*7.')
      expect(chatBodies(d).at(-1)).toContain('What is 6*7?')
    },
  },
  {
    file: 'llamaindex-simple-chat.json',
    async run({ d, ask }) {
      d.fake.queue({ content: 'Hello Bo.' })
      const a = await ask('I am Bo')
      expect(a.text).toBe('Hello Bo.')
      expect(chatBodies(d).at(-1)).toContain('Be brief.')
    },
  },
  {
    file: 'sql-database-chain.json',
    async run({ d, ask }) {
      d.fake.queue(
        { content: '```sql\nSELECT SUM(total) AS spent FROM "orders" WHERE customer = \'Ann\';\n```' },
        { content: 'Ann spent 37.' },
      )
      const a = await ask('How much did Ann spend?')
      expect(a.text).toBe('Ann spent 37.')
      expect(chatBodies(d).at(-1)).toContain('SQLResult: [{\\"spent\\":37}]')
    },
  },
  {
    file: 'get-api-chain.json',
    async run({ d, ask }) {
      d.fake.queue({ content: `${d.pets.url}/v1/pets/7` }, { content: 'It is Rex.' })
      const a = await ask('Who is pet 7?')
      expect(a.text).toBe('It is Rex.')
      expect(d.pets.requests.at(-1)).toMatchObject({ method: 'GET', url: '/v1/pets/7' })
      expect(d.pets.requests.at(-1)?.headers['x-key']).toBe('k1')
    },
  },
  {
    file: 'post-api-chain.json',
    async run({ d, ask }) {
      d.fake.queue(
        { content: `{"url": "${d.pets.url}/v1/pets", "data": {"name": "Tom"}}` },
        { content: 'Added Tom.' },
      )
      const a = await ask('Add a pet called Tom')
      expect(a.text).toBe('Added Tom.')
      expect(d.pets.requests.at(-1)).toMatchObject({
        method: 'POST',
        url: '/v1/pets',
        body: '{"name":"Tom"}',
      })
    },
  },
  {
    file: 'openapi-toolkit-agent.json',
    async run({ d, ask }) {
      d.fake.queue({ toolCalls: [{ name: 'getPet', arguments: { id: 7 } }] }, { content: 'Pet 7 is Rex.' })
      const a = await ask('Tell me about pet 7')
      expect(a.text).toBe('Pet 7 is Rex.')
      expect(d.pets.requests.at(-1)).toMatchObject({ method: 'GET', url: '/v1/pets/7' })
      expect(d.pets.requests.at(-1)?.headers.authorization).toBe('Bearer pets-key')
    },
  },
  {
    file: 'web-browser-and-files.json',
    async run({ d, ask }) {
      d.fake.queue(
        {
          toolCalls: [
            { name: 'web-browser', arguments: { url: `${d.pets.url}/v1/pets/7`, question: 'name' } },
          ],
        },
        { content: 'Rex.' },
        { toolCalls: [{ name: 'write_file', arguments: { file_path: 'pet.txt', text: 'Rex' } }] },
        { toolCalls: [{ name: 'read_file', arguments: { file_path: 'pet.txt' } }] },
        { content: 'Saved Rex.' },
      )
      const a = await ask('Look up pet 7 and keep its name')
      expect(a.text).toBe('Saved Rex.')
      expect(tools(a)).toEqual(['web-browser', 'write_file', 'read_file'])
      expect(a.usedTools?.[0]?.toolOutput).toContain('Rex.')
      expect(a.usedTools?.slice(1).map((u) => u.toolOutput)).toEqual(['File written to pet.txt', 'Rex'])
    },
  },
  ...AGENTFLOW_AND_STORE_CASES,
  ...MODEL_CASES,
  ...RETRIEVAL_CASES,
  ...SEARCH_STORE_CASES,
  ...VECTARA_ZEP_CASES,
  ...KENDRA_DOCSTORE_CASES,
  ...TOOL_CASES,
  ...LOADER_CASES,
  ...AGENT_CASES,
  ...AGENTS_MEMORY_CASES,
]

import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  InputKinds,
  ZNodeDescriptor,
  ZPublicNodeDescriptor,
  classifyInput,
  createNodeData,
  toPublicNodeDescriptor,
  validateFlow,
} from '@unikflow/graph'
import {
  credentialDefinitions,
  getNodeDescriptor,
  getNodeIconUrl,
  nodeDescriptors,
  ZCredentialDefinition,
} from './index'

/** The issue-4 list plus the nodes the shared Flowise fixtures use and the agentflow canvas needs. */
const required = [
  'chatOpenAI',
  'azureChatOpenAI',
  'chatAnthropic',
  'chatOllama',
  'chatMistralAI',
  'chatNvidiaNIM',
  'llmChain',
  'conversationChain',
  'retrievalQAChain',
  'conversationalRetrievalQAChain',
  'bufferMemory',
  'bufferWindowMemory',
  'conversationSummaryMemory',
  'RedisBackedChatMemory',
  'promptTemplate',
  'chatPromptTemplate',
  'structuredOutputParser',
  'advancedStructuredOutputParser',
  'csvOutputParser',
  'openAIEmbeddings',
  'ollamaEmbedding',
  'memoryVectorStore',
  'recursiveCharacterTextSplitter',
  'textFile',
  'pdfFile',
  'cheerioWebScraper',
  'calculator',
  'requestsGet',
  'requestsPost',
  'chainTool',
  'retrieverTool',
  'customTool',
  'toolAgent',
  'conversationalAgent',
  'customFunction',
  'ifElseFunction',
  'inputModerationOpenAI',
  'inputModerationSimple',
  'stickyNote',
  'faiss',
  'documentStore',
  'localAIEmbeddings',
  'serpAPI',
  'seqStart',
  'seqAgent',
  'seqLLMNode',
  'seqCondition',
  'seqEnd',
  // Flowise's older split vector stores, so its older flows open.
  ...['pinecone', 'supabase', 'postgres', 'qdrant', 'chroma', 'faiss'].flatMap((s) => [
    `${s}Upsert`,
    `${s}ExistingIndex`,
  ]),
]

describe('node catalogue', () => {
  it.each(nodeDescriptors.map((d) => [d.name, d] as const))(
    '%s is a valid descriptor',
    (_name, descriptor) => {
      const parsed = ZNodeDescriptor.safeParse(descriptor)
      expect(parsed.success, parsed.error?.message).toBe(true)
      const names = descriptor.inputs.map((i) => i.name)
      expect(new Set(names).size).toBe(names.length)
      expect(descriptor.baseClasses[0]).toBe(descriptor.type)
      const sent: unknown = JSON.parse(JSON.stringify(toPublicNodeDescriptor(descriptor)))
      expect(ZPublicNodeDescriptor.parse(sent)).toEqual(toPublicNodeDescriptor(descriptor))
    },
  )

  it.each(nodeDescriptors.map((d) => [d.name, d] as const))(
    '%s has its icon file beside it',
    (name, descriptor) => {
      const url = getNodeIconUrl(name)
      expect(url).toBeDefined()
      expect(existsSync(fileURLToPath(url ?? ''))).toBe(true)
      expect(descriptor.icon.split('/').slice(-2, -1)[0]).toBe(name)
    },
  )

  it('marks the older split vector stores as Flowise marked them, with its versions', () => {
    const versions: Record<string, number> = {
      postgresUpsert: 2,
      postgresExistingIndex: 2,
      qdrantUpsert: 3,
      qdrantExistingIndex: 2,
    }
    for (const name of required.filter((n) => /Upsert$|ExistingIndex$/.test(n))) {
      const d = getNodeDescriptor(name)
      expect(d?.badge, name).toBe('DEPRECATING')
      expect(d?.version, name).toBe(versions[name] ?? 1)
      expect(
        d?.outputs?.map((o) => o.name),
        name,
      ).toEqual(['retriever', 'vectorStore'])
      expect(
        d?.inputs.some((i) => i.name === 'document'),
        name,
      ).toBe(name.endsWith('Upsert'))
    }
  })

  it('has unique names and every required node', () => {
    const names = nodeDescriptors.map((d) => d.name)
    expect(new Set(names).size).toBe(names.length)
    for (const name of required) expect(getNodeDescriptor(name), name).toBeDefined()
    expect(getNodeDescriptor('nope')).toBeUndefined()
  })

  it('builds a node with no structural issue for every descriptor', () => {
    for (const descriptor of nodeDescriptors) {
      const data = createNodeData(descriptor, `${descriptor.name}_0`)
      expect(validateFlow({ nodes: [{ id: data.id, position: { x: 0, y: 0 }, data }], edges: [] }).ok).toBe(
        true,
      )
    }
  })

  it('declares a loader for every asyncOptions param, and only known loaders', () => {
    for (const d of nodeDescriptors) {
      const used = d.inputs.filter((i) => i.type === 'asyncOptions').map((i) => i.loadMethod)
      for (const m of used) expect(d.loadMethods, `${d.name}.${m}`).toContain(m)
    }
  })

  it('refers only to defined credentials, which are valid', () => {
    for (const c of credentialDefinitions)
      expect(ZCredentialDefinition.safeParse(c).success, c.name).toBe(true)
    const defined = new Set(credentialDefinitions.map((c) => c.name))
    for (const d of nodeDescriptors)
      for (const c of d.credential?.credentialNames ?? []) expect(defined.has(c), c).toBe(true)
  })

  it('keeps secrets in password fields', () => {
    const openAI = credentialDefinitions.find((c) => c.name === 'openAIApi')
    expect(openAI?.inputs.find((i) => i.name === 'openAIApiKey')?.type).toBe('password')
    expect(classifyInput('password')).toBe(InputKinds.Param)
  })

  it('rejects an invalid descriptor', () => {
    const bad = { ...nodeDescriptors[0], inputs: [{ name: 'a-b', label: 'x', type: 'string' }] }
    expect(ZNodeDescriptor.safeParse(bad).success).toBe(false)
    expect(ZNodeDescriptor.safeParse({ ...nodeDescriptors[0], extra: 1 }).success).toBe(false)
  })
})

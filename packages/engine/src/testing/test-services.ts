import type { TFlowData } from '@unikflow/graph'
import { nodeLibrary, type TSavedTool } from '@unikflow/nodes'
import { readFlowiseFixture } from '@unikflow/testkit/fixtures'
import { createInMemoryChatStore } from '../memory/in-memory-chat-store'
import { silentLogger, type TEngineServices, type TRunVariable } from '../run/services'

/** Services for engine tests: credentials pointing at the fake server, in-memory chat store. */
export type TTestServicesExtra = {
  variables?: TRunVariable[]
  tools?: TSavedTool[]
  /** Outbound guard exceptions: `127.0.0.1` lets nodes reach the loopback doubles of testkit. */
  allowPrivateHosts?: string[]
  /** More credentials by id (services on other test servers). */
  credentials?: Record<string, Record<string, string>>
  fileWorkspace?: string
  fileWorkspaceQuotaBytes?: number
  sqlQueryTimeoutMs?: number
}

export function createTestServices(baseUrl: string, extra: TTestServicesExtra = {}): TEngineServices {
  const credentials: Record<string, Record<string, string>> = {
    'cred-openai': { openAIApiKey: 'sk-test', basePath: baseUrl },
    'cred-azure': {
      azureOpenAIApiKey: 'az-test',
      azureOpenAIApiInstanceName: 'unused',
      azureOpenAIApiDeploymentName: 'gpt-35-turbo',
      azureOpenAIApiVersion: '2024-10-21',
    },
    'cred-mistral': { mistralAIAPIKey: 'm-test' },
    'cred-groq': { groqApiKey: 'gsk-test', basePath: baseUrl },
    'cred-openrouter': { openRouterApiKey: 'or-test' },
    'cred-localai': { localAIApiKey: 'lai-test' },
    'cred-gemini': { googleGenerativeAPIKey: 'g-test' },
    'cred-hf': { huggingFaceApiKey: 'hf-test' },
    'cred-qdrant': { qdrantApiKey: 'qd-key' },
    'cred-chroma': { chromaApiKey: 'ch-key' },
    // The Anthropic SDK adds /v1/messages itself, so its base is the fake server's origin.
    'cred-anthropic': { anthropicApiKey: 'a-test', basePath: new URL(baseUrl).origin },
    ...extra.credentials,
  }
  return {
    nodes: nodeLibrary,
    getCredential: async (id) => credentials[id] ?? {},
    getVariables: async () => extra.variables ?? [],
    memoryStore: createInMemoryChatStore(),
    getTool: async (id) => extra.tools?.find((t) => t.id === id),
    logger: silentLogger,
    // The fake model server is a local model server the operator allowed; other loopback hosts are the test's to allow.
    allowPrivateHosts: [new URL(baseUrl).hostname, ...(extra.allowPrivateHosts ?? [])],
    ...(extra.fileWorkspace ? { fileWorkspace: extra.fileWorkspace } : {}),
    ...(extra.fileWorkspaceQuotaBytes ? { fileWorkspaceQuotaBytes: extra.fileWorkspaceQuotaBytes } : {}),
    ...(extra.sqlQueryTimeoutMs ? { sqlQueryTimeoutMs: extra.sqlQueryTimeoutMs } : {}),
  }
}

export function loadFixture(name: string): TFlowData {
  return JSON.parse(readFlowiseFixture(name).text)
}

/** Gives every node of `names` the credential id (fixtures ship without credentials). */
export function withCredential(flow: TFlowData, credentialId: string, names: readonly string[]): TFlowData {
  return {
    ...flow,
    nodes: flow.nodes.map((n) =>
      names.includes(n.data.name) ? { ...n, data: { ...n.data, credential: credentialId } } : n,
    ),
  }
}

/** Sets inputs of one node. */
export function withInputs(flow: TFlowData, nodeId: string, inputs: Record<string, unknown>): TFlowData {
  return {
    ...flow,
    nodes: flow.nodes.map((n) =>
      n.id === nodeId ? { ...n, data: { ...n.data, inputs: { ...n.data.inputs, ...inputs } } } : n,
    ),
  }
}

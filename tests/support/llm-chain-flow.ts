// The shared Flowise LLM-chain fixture saved as a flow whose Azure chat model talks to testkit's fake server.
import { readFlowiseFixture } from '@unikflow/testkit/fixtures'
import { createUnik, login, registerUser } from './api'

/** JSON call to `/api/v1{path}` with a bearer token; throws with the body on a non-2xx answer. */
export async function apiCall<T>(
  baseUrl: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  })
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
  return (await res.json()) as T
}

type FixtureNode = {
  id: string
  data: { name: string; credential?: string; inputs: Record<string, unknown> }
}

export interface LlmChainFlowOptions {
  baseUrl: string
  token: string
  unikId: string
  name: string
  /** testkit's fake server base URL (ending in /v1). */
  fakeBaseUrl: string
  /** A public flow answers `/api/v1/prediction/:id` without a key (benches). */
  isPublic?: boolean
}

/** The Azure credential's fields (the fake server ignores them). */
export const azureCredentialFields = {
  azureOpenAIApiKey: 'az-test',
  azureOpenAIApiInstanceName: 'unused',
  azureOpenAIApiDeploymentName: 'gpt-35-turbo',
  azureOpenAIApiVersion: '2024-10-21',
}

/** llm-chain.json as flowData text, its Azure chat model using `credentialId` and answered at `fakeBaseUrl`. */
export function llmChainFlowData(credentialId: string, fakeBaseUrl: string): string {
  const fixture = JSON.parse(readFlowiseFixture('llm-chain.json').text) as {
    nodes: FixtureNode[]
    edges: unknown[]
  }
  for (const node of fixture.nodes) {
    if (node.data.name !== 'azureChatOpenAI') continue
    node.data.credential = credentialId
    node.data.inputs.basepath = `${fakeBaseUrl}/openai/deployments`
  }
  return JSON.stringify({ nodes: fixture.nodes, edges: fixture.edges })
}

/** Creates an Azure credential and a private flow from llm-chain.json using it; returns the flow's id and version. */
export async function createLlmChainFlow(o: LlmChainFlowOptions): Promise<{ id: string; version: number }> {
  const credential = await apiCall<{ id: string }>(
    o.baseUrl,
    o.token,
    'POST',
    `/uniks/${o.unikId}/credentials`,
    {
      name: `${o.name} model`,
      credentialName: 'azureOpenAIApi',
      plainDataObj: azureCredentialFields,
    },
  )
  const flowData = llmChainFlowData(credential.id, o.fakeBaseUrl)
  return apiCall(o.baseUrl, o.token, 'POST', `/uniks/${o.unikId}/chatflows`, {
    name: o.name,
    flowData,
    ...(o.isPublic ? { isPublic: true } : {}),
  })
}

/** A new user, unik and public LLM-chain flow on a running server (the prediction benches'): its prediction URL. */
export async function publicLlmChainPrediction(serverUrl: string, fakeBaseUrl: string): Promise<string> {
  await registerUser(serverUrl, 'bench@example.com', 'Bench-pass-1')
  const token = await login(serverUrl, 'bench@example.com', 'Bench-pass-1')
  const unik = await createUnik(serverUrl, token, 'Bench')
  const flow = await createLlmChainFlow({
    baseUrl: serverUrl,
    token,
    unikId: unik.id,
    name: 'LLM chain',
    fakeBaseUrl,
    isPublic: true,
  })
  return `${serverUrl}/api/v1/prediction/${flow.id}`
}

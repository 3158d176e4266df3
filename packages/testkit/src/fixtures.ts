import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** Real Flowise chatflow exports kept in this package (see fixtures/flowise-chatflows/README.md). */
export const flowiseFixturesDir = fileURLToPath(new URL('../fixtures/flowise-chatflows/', import.meta.url))

export interface FlowiseFixture {
  /** File name, e.g. `llm-chain.json`. */
  file: string
  text: string
  json: unknown
}

export function flowiseFixtureNames(): string[] {
  return readdirSync(flowiseFixturesDir)
    .filter((f) => f.endsWith('.json'))
    .sort()
}

export function readFlowiseFixture(file: string): FlowiseFixture {
  const text = readFileSync(join(flowiseFixturesDir, file), 'utf8')
  return { file, text, json: JSON.parse(text) as unknown }
}

export function readFlowiseFixtures(): FlowiseFixture[] {
  return flowiseFixtureNames().map(readFlowiseFixture)
}

/** Flows of our own with node types the catalogue lacks (see fixtures/unknown-nodes/README.md). */
export const unknownNodeFixturesDir = fileURLToPath(new URL('../fixtures/unknown-nodes/', import.meta.url))

export function readUnknownNodeFixture(file: 'chatflow-with-unknown-store.json' | 'agentflow-v2.json'): {
  text: string
  json: unknown
} {
  const text = readFileSync(join(unknownNodeFixturesDir, file), 'utf8')
  return { text, json: JSON.parse(text) as unknown }
}

/** Agentflow v2 flows of our own, in Flowise's export shape (see fixtures/agentflow-v2/README.md). */
export const agentflowV2FixturesDir = fileURLToPath(new URL('../fixtures/agentflow-v2/', import.meta.url))

export function readAgentflowV2Fixture(file: 'support-desk.json'): { text: string; json: unknown } {
  const text = readFileSync(join(agentflowV2FixturesDir, file), 'utf8')
  return { text, json: JSON.parse(text) as unknown }
}

/** Flowise v1 agentflow export files of our own making (see fixtures/flowise-agentflows/README.md). */
export const flowiseAgentflowFixturesDir = fileURLToPath(
  new URL('../fixtures/flowise-agentflows/', import.meta.url),
)

export function readFlowiseAgentflowFixture(
  file: 'support-router.json' | 'reflective-writer.json' | 'approved-calculator.json',
): { text: string; json: unknown } {
  const text = readFileSync(join(flowiseAgentflowFixturesDir, file), 'utf8')
  return { text, json: JSON.parse(text) as unknown }
}

/** Flowise chatflow exports of our own with the older "… Upsert Document" nodes (see its README.md). */
export const flowiseLegacyVectorStoreFixturesDir = fileURLToPath(
  new URL('../fixtures/flowise-legacy-vectorstores/', import.meta.url),
)

export type TLegacyVectorStore = 'pinecone' | 'supabase' | 'postgres' | 'qdrant' | 'chroma' | 'faiss'

export function readFlowiseLegacyVectorStoreFixture(store: TLegacyVectorStore): {
  text: string
  json: unknown
} {
  const text = readFileSync(join(flowiseLegacyVectorStoreFixturesDir, `${store}-upsert.json`), 'utf8')
  return { text, json: JSON.parse(text) as unknown }
}

/** Flows of our own in Flowise's export format, one or more nodes of each kind the marketplace templates use (see fixtures/flowise-coverage/README.md). */
export const flowiseCoverageFixturesDir = fileURLToPath(
  new URL('../fixtures/flowise-coverage/', import.meta.url),
)

/** Every node type of Flowise 3.1.4's node library (see fixtures/flowise-node-library/README.md). */
export function readFlowiseNodeLibrary(): { category: string; name: string; version: number }[] {
  const file = fileURLToPath(
    new URL('../fixtures/flowise-node-library/flowise-3.1.4-nodes.json', import.meta.url),
  )
  return JSON.parse(readFileSync(file, 'utf8')) as { category: string; name: string; version: number }[]
}

/** Flowise marketplace templates of past years whose edges name older handles (see fixtures/flowise-older-handles/README.md). */
export const flowiseOlderHandleFixturesDir = fileURLToPath(
  new URL('../fixtures/flowise-older-handles/', import.meta.url),
)

export function readFlowiseOlderHandleFixtures(): FlowiseFixture[] {
  return readdirSync(flowiseOlderHandleFixturesDir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => {
      const text = readFileSync(join(flowiseOlderHandleFixturesDir, file), 'utf8')
      return { file, text, json: JSON.parse(text) as unknown }
    })
}

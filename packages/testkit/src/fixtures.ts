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

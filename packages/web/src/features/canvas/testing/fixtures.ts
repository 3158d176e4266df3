// Test-only helpers: real Flowise exports from testkit's fixtures, and descriptors read back from them.
import {
  isOptionsOutputAnchor,
  splitHandleTypes,
  ZFlowData,
  type TFlowData,
  type TInputDefinition,
  type TNodeDescriptor,
  type TOutputDefinition,
} from '@unikflow/graph'
import { flowiseFixtureNames, flowiseFixturesDir, readFlowiseFixture } from '@unikflow/testkit/fixtures'

export const FIXTURE_DIR = flowiseFixturesDir

export const fixtureNames = flowiseFixtureNames

export const readFixtureText = (name: string): string => readFlowiseFixture(name).text

export function readFixture(name: string): TFlowData {
  return ZFlowData.parse(JSON.parse(readFixtureText(name)))
}

/** A descriptor per node type of a fixture, rebuilt from what the saved nodes carry. */
export function descriptorsOf(flow: TFlowData): TNodeDescriptor[] {
  const byName = new Map<string, TNodeDescriptor>()
  for (const { data } of flow.nodes) {
    if (byName.has(data.name)) continue
    const credential = data.inputParams.find((p) => p.type === 'credential')
    const inputs = [...data.inputParams, ...data.inputAnchors]
      .filter((i) => i.type !== 'credential')
      .map(({ id: _id, ...rest }) => ({ ...rest, label: rest.label ?? rest.name }) as TInputDefinition)
    const outputs: TOutputDefinition[] = data.outputAnchors.flatMap((anchor) =>
      (isOptionsOutputAnchor(anchor) ? anchor.options : [anchor]).map((o) => ({
        name: o.name,
        label: o.label ?? o.name,
        baseClasses: splitHandleTypes(o.type),
      })),
    )
    byName.set(data.name, {
      name: data.name,
      label: data.label ?? data.name,
      version: data.version ?? 1,
      type: data.type ?? data.name,
      category: data.category ?? 'Test',
      description: data.description ?? data.name,
      baseClasses: data.baseClasses.length > 0 ? data.baseClasses : [data.name],
      icon: `${data.name}.svg`,
      inputs,
      ...(outputs.length > 1 && { outputs }),
      ...(credential && { credential: { credentialNames: credential.credentialNames ?? ['x'] } }),
    })
  }
  return [...byName.values()]
}

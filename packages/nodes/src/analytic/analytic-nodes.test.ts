import { describe, expect, it } from 'vitest'
import { ANALYTIC_PROVIDERS } from '@unikflow/graph'
import { getCredentialDefinition, getNodeDescriptor, nodeDescriptors } from '../index'
import { loadNodeRuntime } from '../runtimes'
import { analyticNodes } from './analytic-nodes'

/** Flowise's node names, credential kinds and the credential fields its tracing handler reads. */
const FLOWISE = [
  ['langSmith', 'langsmithApi', ['langSmithApiKey', 'langSmithEndpoint']],
  ['langFuse', 'langfuseApi', ['langFuseSecretKey', 'langFusePublicKey', 'langFuseEndpoint']],
  ['lunary', 'lunaryApi', ['lunaryAppId', 'lunaryEndpoint']],
  ['LangWatch', 'langwatchApi', ['langWatchApiKey', 'langWatchEndpoint']],
  ['arize', 'arizeApi', ['arizeApiKey', 'arizeSpaceId', 'arizeEndpoint']],
  ['phoenix', 'phoenixApi', ['phoenixApiKey', 'phoenixEndpoint']],
  ['opik', 'opikApi', ['opikApiKey', 'opikUrl', 'opikWorkspace']],
] as const

describe('analytic nodes (tracing services)', () => {
  it.each(FLOWISE)('%s holds the credential %s with the fields Flowise names', async (name, kind, fields) => {
    const node = getNodeDescriptor(name)
    expect(node).toMatchObject({ category: 'Analytic', version: 1, inputs: [] })
    expect(node?.credential?.credentialNames).toEqual([kind])
    expect(getCredentialDefinition(kind)?.inputs.map((i) => i.name)).toEqual(fields)
    // Never run: the server sends the traces, a flow never holds one of these.
    expect(await loadNodeRuntime(name)).toBeUndefined()
  })

  it("are the analysis tab's providers, each with its credential kind", () => {
    expect(analyticNodes.map((n) => n.credential?.credentialNames[0])).toEqual(
      ANALYTIC_PROVIDERS.map((p) => p.credentialName),
    )
    expect(nodeDescriptors.filter((d) => d.category === 'Analytic')).toHaveLength(ANALYTIC_PROVIDERS.length)
  })

  it('keeps every key and password of the services sealed', () => {
    for (const [, kind] of FLOWISE) {
      const secrets = getCredentialDefinition(kind)?.inputs.filter(
        (i) => /Key$/.test(i.name) && !/Public|AppId/.test(i.name),
      )
      expect(
        secrets?.every((i) => i.type === 'password'),
        kind,
      ).toBe(true)
    }
  })
})

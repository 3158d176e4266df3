import type { FastifyBaseLogger } from 'fastify'
import { expect, it } from 'vitest'
import { describeDialects } from '../../test/build-test-app'
import { fixtureFlowData, runsClient } from '../../test/prediction-setup'
import { unikFixture } from '../../test/unik-fixture'
import { nodeNamesOfRecentFlows, warmUpStoredFlows } from './warm-up'

describeDialects('warm-up after start (%s)', (dialect) => {
  const t = unikFixture(dialect, { owner: 'owner@example.com', unik: 'Warm' })

  it('loads nothing while no flow is stored (a fresh install stays small)', async () => {
    const logged: unknown[] = []
    const log = { debug: (f: unknown) => logged.push(f), warn: (f: unknown) => logged.push(f) }
    await warmUpStoredFlows(t.database, log as unknown as FastifyBaseLogger)
    expect(logged).toEqual([])
  })

  it('reads the node names of the stored flows, each name once', async () => {
    const api = runsClient(t.app, t.unik.id)
    const credentialId = await api.credential(t.owner, 'azureOpenAIApi', { azureOpenAIApiKey: 'k' })
    const flowData = fixtureFlowData('llm-chain.json', { credentialId, credentialNodes: ['azureChatOpenAI'] })
    await api.flow(t.owner, 'Warm me', flowData)
    await api.flow(t.owner, 'Warm me too', flowData)
    const names = [...(await nodeNamesOfRecentFlows(t.database))]
    expect(names).toEqual(expect.arrayContaining(['azureChatOpenAI', 'llmChain', 'promptTemplate']))
    expect(new Set(names).size).toBe(names.length)
  })

  it('loads the runtimes of those nodes and the engine, and says how many it warmed', async () => {
    const api = runsClient(t.app, t.unik.id)
    const credentialId = await api.credential(t.owner, 'azureOpenAIApi', { azureOpenAIApiKey: 'k' })
    const flowData = fixtureFlowData('llm-chain.json', { credentialId, credentialNodes: ['azureChatOpenAI'] })
    await api.flow(t.owner, 'Warm me three', flowData)
    const logged: unknown[] = []
    const log = {
      debug: (fields: unknown) => logged.push(fields),
      warn: (fields: unknown) => logged.push({ failed: fields }),
    } as unknown as FastifyBaseLogger
    await warmUpStoredFlows(t.database, log)
    // azureChatOpenAI, llmChain and promptTemplate: each a runtime of its own.
    expect(logged).toEqual([expect.objectContaining({ warmed: 3 })])
  })
})

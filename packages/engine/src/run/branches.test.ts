import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import { runFlow } from './run-flow'
import { buildFlow } from './build-flow'
import { createTestServices } from '../testing/test-services'

let fake: FakeOpenAI
beforeAll(async () => {
  fake = await startFakeOpenAI()
})
afterAll(() => fake.close())

/** If/Else → (True) prompt → chain A, (False) prompt → chain B; both chains share one model. */
function branchingFlow() {
  const flow = buildFlow([
    {
      id: 'f',
      name: 'ifElseFunction',
      inputs: { ifFunction: 'if ($input === "yes") return "Y"; return false', elseFunction: 'return "N"' },
    },
    { id: 'm', name: 'chatOpenAI', credential: 'cred-openai', inputs: {} },
    {
      id: 'pT',
      name: 'promptTemplate',
      inputs: { template: 'true {x}', promptValues: '{"x":"{{f.data.instance}}"}' },
    },
    {
      id: 'pF',
      name: 'promptTemplate',
      inputs: { template: 'false {x}', promptValues: '{"x":"{{f.data.instance}}"}' },
    },
    { id: 'cT', name: 'llmChain', inputs: { model: '{{m.data.instance}}', prompt: '{{pT.data.instance}}' } },
    { id: 'cF', name: 'llmChain', inputs: { model: '{{m.data.instance}}', prompt: '{{pF.data.instance}}' } },
  ])
  for (const e of flow.edges) {
    if (e.source !== 'f') continue
    const anchor = e.target === 'pT' ? 'returnTrue' : 'returnFalse'
    e.sourceHandle = `f-output-${anchor}-string|number|boolean|json|array`
  }
  return flow
}

const run = (question: string) =>
  runFlow({
    chatId: 'c',
    flowId: 'f',
    flowData: branchingFlow(),
    question,
    services: createTestServices(fake.baseUrl),
  })

describe('If/Else Function branches', () => {
  it('runs only the taken branch and answers with its ending node', async () => {
    const before = fake.calls.length
    const yes = await run('yes')
    expect(yes.text).toBe('You said: true Y')
    expect(yes.trace.nodes.map((n) => n.nodeId)).not.toContain('pF')
    expect(yes.trace.nodes.map((n) => n.nodeId)).not.toContain('cF')
    expect(fake.calls.length - before).toBe(1)

    const no = await run('no')
    expect(no.text).toBe('You said: false N')
    const ran = no.trace.nodes.map((n) => n.nodeId)
    expect(ran).toEqual(expect.arrayContaining(['f', 'm', 'pF', 'cF']))
    expect(ran).not.toContain('pT')
    expect(ran).not.toContain('cT')
  })

  it('still refuses several ending nodes without a branch', async () => {
    const flow = buildFlow([
      { id: 'a', name: 'customFunction', inputs: { javascriptFunction: 'return 1' } },
      { id: 'b', name: 'customFunction', inputs: { javascriptFunction: 'return 2' } },
    ])
    await expect(
      runFlow({
        chatId: 'c',
        flowId: 'f',
        flowData: flow,
        question: 'q',
        services: createTestServices(fake.baseUrl),
      }),
    ).rejects.toThrow(/several ending nodes/)
  })
})

import { describe, expect, it } from 'vitest'
import { ZFlowData, createNodeData, hydrateFlow, migrateFlow, type TFlowData } from '@unikflow/graph'
import { readFlowiseFixture } from '@unikflow/testkit/fixtures'
import { getNodeDescriptor, nodeDescriptors } from './index'

const localQna = ZFlowData.parse(readFlowiseFixture('local-qna.json').json)

/** A node as an older release saved it: its data re-derived, then inputs and version overwritten. */
function savedAt(name: string, version: number, inputs: Record<string, unknown>): TFlowData {
  const descriptor = getNodeDescriptor(name)
  if (!descriptor) throw new Error(name)
  const data = { ...createNodeData(descriptor, `${name}_0`), version, inputs }
  return { nodes: [{ id: data.id, type: 'customNode', position: { x: 0, y: 0 }, data }], edges: [] }
}

describe('saved node versions', () => {
  it('migrates the fixture ChatOllama saved at version 2 to the current version', () => {
    const saved = localQna.nodes.find((n) => n.data.name === 'chatOllama')
    expect(saved?.data.version).toBe(2)
    expect(saved?.data.inputs).toHaveProperty('numGqa')
    const { flow, migratedNodes } = hydrateFlow(localQna, nodeDescriptors, { migrations: 'run' })
    const node = flow.nodes.find((n) => n.id === saved?.id)
    expect(migratedNodes).toEqual([{ id: 'chatOllama_0', name: 'chatOllama', from: 2, to: 5 }])
    expect(node?.data.version).toBe(5)
    expect(node?.data.inputs).not.toHaveProperty('numGqa')
    expect(node?.data.inputs).toMatchObject({
      modelName: 'llama2',
      baseUrl: 'http://localhost:11434',
      keepAlive: '5m',
    })
  })

  it.each([
    {
      case: 'Buffer Memory v1 loses inputKey and gains a session id',
      flow: savedAt('bufferMemory', 1, { memoryKey: 'history', inputKey: 'input' }),
      expected: { memoryKey: 'history', sessionId: '' },
      absent: 'inputKey',
    },
    {
      case: 'Conversational Retrieval QA Chain v1 turns its system message into a response prompt',
      flow: savedAt('conversationalRetrievalQAChain', 1, {
        systemMessagePrompt: 'Answer like a pirate.',
        chainOption: 'map_reduce',
      }),
      expected: { responsePrompt: 'Answer like a pirate.\n------------\n{context}\n------------' },
      absent: 'chainOption',
    },
  ])('$case', ({ flow, expected, absent }) => {
    const { flow: loaded, migratedNodes } = hydrateFlow(flow, nodeDescriptors, { migrations: 'run' })
    const node = loaded.nodes[0]
    expect(migratedNodes).toHaveLength(1)
    expect(node?.data.version).toBe(getNodeDescriptor(node?.data.name ?? '')?.version)
    expect(node?.data.inputs).toMatchObject(expected)
    expect(node?.data.inputs).not.toHaveProperty(absent)
  })

  it('Start 1.1 keeps starting from the chat at 1.4, and keeps its form when it had one', () => {
    const chat = hydrateFlow(savedAt('startAgentflow', 1.1, { startState: '' }), nodeDescriptors, {
      migrations: 'run',
    })
    expect(chat.migratedNodes).toEqual([
      { id: 'startAgentflow_0', name: 'startAgentflow', from: 1.1, to: 1.4 },
    ])
    expect(chat.flow.nodes[0]?.data.inputs.startInputType).toBe('chatInput')
    const form = hydrateFlow(
      savedAt('startAgentflow', 1.1, { startInputType: 'formInput' }),
      nodeDescriptors,
      {
        migrations: 'run',
      },
    )
    expect(form.flow.nodes[0]?.data.inputs.startInputType).toBe('formInput')
  })

  it('leaves a node saved at the current version alone', () => {
    const { migratedNodes } = hydrateFlow(
      savedAt('bufferMemory', 2, { memoryKey: 'm', sessionId: 's' }),
      nodeDescriptors,
      { migrations: 'run' },
    )
    expect(migratedNodes).toEqual([])
  })

  it('the canvas (descriptors without migrations) keeps the saved version, so the server migrates on save', () => {
    const saved = savedAt('conversationalRetrievalQAChain', 1, {
      systemMessagePrompt: 'Answer like a pirate.',
    })
    const { flow: onCanvas, migratedNodes } = hydrateFlow(saved, nodeDescriptors, { migrations: 'keep' })
    expect(migratedNodes).toEqual([])
    expect(onCanvas.nodes[0]?.data.version).toBe(1)
    expect(onCanvas.nodes[0]?.data.inputs).toMatchObject({ systemMessagePrompt: 'Answer like a pirate.' })
    // What the server does with it when it is saved untouched:
    const stored = migrateFlow(onCanvas, nodeDescriptors).flow.nodes[0]
    expect(stored?.data.version).toBe(getNodeDescriptor('conversationalRetrievalQAChain')?.version)
    expect(stored?.data.inputs['responsePrompt']).toBe(
      'Answer like a pirate.\n------------\n{context}\n------------',
    )
  })

  it('migrateFlow changes only the nodes behind their descriptor, and nothing when all are current', () => {
    const { flow, migratedNodes } = migrateFlow(localQna, nodeDescriptors)
    expect(migratedNodes).toEqual([{ id: 'chatOllama_0', name: 'chatOllama', from: 2, to: 5 }])
    const untouched = localQna.nodes.filter((n) => n.id !== 'chatOllama_0')
    expect(flow.nodes.filter((n) => n.id !== 'chatOllama_0')).toEqual(untouched)
    const again = migrateFlow(flow, nodeDescriptors)
    expect(again.migratedNodes).toEqual([])
    expect(again.flow).toBe(flow)
  })
})

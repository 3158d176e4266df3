import { describe, expect, it } from 'vitest'
import { ZFlowData } from '@unikflow/graph'
import {
  readAgentflowV2Fixture,
  readFlowiseAgentflowFixture,
  readFlowiseFixture,
} from '@unikflow/testkit/fixtures'
import { fileFitsCanvas, flowFileType, handFile, readHandedFile } from './flow-file-kind'

const parse = (text: string) => ZFlowData.parse(JSON.parse(text))
const fileCategory = () => undefined
/** The Sequential Agents flow of a Flowise export bundle (`AgentFlow[0].flowData`). */
function seqAgentsFlow() {
  const bundle = readFlowiseAgentflowFixture('support-router.json').json as {
    AgentFlow: { flowData: string }[]
  }
  return parse(bundle.AgentFlow[0]?.flowData ?? '')
}

describe('the kind of flow a loaded file holds', () => {
  it('tells an Agentflow v2 export, a Sequential Agents (v1) one and a chatflow apart', () => {
    expect(flowFileType(parse(readAgentflowV2Fixture('support-desk.json').text), fileCategory)).toBe(
      'AGENTFLOW',
    )
    expect(flowFileType(parse(readFlowiseFixture('llm-chain.json').text), fileCategory)).toBe('CHATFLOW')
    const v1 = seqAgentsFlow()
    expect(flowFileType(v1, fileCategory)).toBe('MULTIAGENT')
    // The catalogue's category wins over what the file says.
    expect(flowFileType(v1, () => 'Chains')).toBe('CHATFLOW')
    expect(flowFileType({ nodes: [] }, fileCategory)).toBeUndefined()
  })

  it('never loads an Agentflow v2 into another kind of canvas, nor another kind into a v2 canvas', () => {
    expect(fileFitsCanvas('AGENTFLOW', 'AGENTFLOW')).toBe(true)
    expect(fileFitsCanvas('AGENTFLOW', 'MULTIAGENT')).toBe(false)
    expect(fileFitsCanvas('AGENTFLOW', 'CHATFLOW')).toBe(false)
    expect(fileFitsCanvas('MULTIAGENT', 'AGENTFLOW')).toBe(false)
    expect(fileFitsCanvas('CHATFLOW', 'AGENTFLOW')).toBe(false)
    expect(fileFitsCanvas('CHATFLOW', 'MULTIAGENT')).toBe(true)
    expect(fileFitsCanvas(undefined, 'AGENTFLOW')).toBe(true)
  })

  it('hands a file to a new canvas through the router state', () => {
    const file = { name: 'a.json', text: '{}' }
    expect(readHandedFile(handFile(file))).toEqual(file)
    expect(readHandedFile(null)).toBeUndefined()
    expect(readHandedFile({ flowFile: { name: 1 } })).toBeUndefined()
  })
})

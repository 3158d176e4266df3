import { describe, expect, it } from 'vitest'
import type { TInputParam } from '@unikflow/graph'
import {
  choiceConfigOf,
  isRowFieldVisible,
  newArrayRow,
  readArrayRows,
  removeArrayRow,
  setArrayCell,
} from './array-rows'

const toolField: TInputParam = {
  name: 'agentSelectedTool',
  label: 'Tool',
  type: 'asyncOptions',
  loadMethod: 'listTools',
  loadConfig: true,
}
const approvalField: TInputParam = {
  name: 'agentSelectedToolRequiresHumanInput',
  label: 'Require Human Input',
  type: 'boolean',
}

// An Agent's tools as Flowise exports them: the choice, its config echoing the choice, and a flag.
const flowiseTools = [
  {
    agentSelectedTool: 'requestsGet',
    agentSelectedToolRequiresHumanInput: false,
    agentSelectedToolConfig: {
      agentSelectedTool: 'requestsGet',
      requestsGetUrl: 'https://api.example.com',
      requestsGetMaxOutputLength: '2000',
    },
    someFutureKey: { kept: true },
  },
  { agentSelectedTool: 'calculator', agentSelectedToolRequiresHumanInput: true, agentSelectedToolConfig: {} },
]

describe('array rows', () => {
  it('reads a stored list, its JSON text, or nothing as rows; anything else is not a form', () => {
    expect(readArrayRows(flowiseTools)).toEqual(flowiseTools)
    expect(readArrayRows(JSON.stringify(flowiseTools))).toEqual(flowiseTools)
    for (const empty of [undefined, null, '']) expect(readArrayRows(empty)).toEqual([])
    for (const odd of ['{{ $flow.state.tools }}', '{"a":1}', [1, 2], [{ a: 1 }, 'x'], 42])
      expect(readArrayRows(odd)).toBeUndefined()
  })

  it('round-trips a Flowise value: editing a field keeps every other key and the config as stored', () => {
    const rows = readArrayRows(flowiseTools) ?? []
    const edited = setArrayCell(rows, 0, approvalField, true)
    expect(edited[0]).toEqual({ ...flowiseTools[0], agentSelectedToolRequiresHumanInput: true })
    expect(edited[1]).toBe(rows[1])
    // Unchanged choice: the config stays.
    expect(setArrayCell(rows, 0, toolField, 'requestsGet')[0]).toEqual(flowiseTools[0])
    expect(JSON.parse(JSON.stringify(edited))).toEqual(edited)
  })

  it('a new choice starts its config afresh with the choice in it; clearing it drops the config', () => {
    const rows = readArrayRows(flowiseTools) ?? []
    const changed = setArrayCell(rows, 0, toolField, 'calculator')
    expect(changed[0]?.agentSelectedToolConfig).toEqual({ agentSelectedTool: 'calculator' })
    expect(changed[0]?.someFutureKey).toEqual({ kept: true })
    expect(setArrayCell(rows, 0, toolField, '')[0]).not.toHaveProperty('agentSelectedToolConfig')
    expect(choiceConfigOf(rows[0]?.agentSelectedToolConfig, 'agentSelectedTool', 'requestsGet')).toEqual(
      flowiseTools[0]?.agentSelectedToolConfig,
    )
    expect(choiceConfigOf(rows[0]?.agentSelectedToolConfig, 'agentSelectedTool', 'calculator')).toEqual({})
  })

  it('adds rows at the fields’ defaults and removes one row', () => {
    const fields: TInputParam[] = [
      { name: 'type', type: 'options', default: 'string' },
      { name: 'value1', type: 'string' },
    ]
    expect(newArrayRow(fields)).toEqual({ type: 'string', value1: '' })
    const rows = readArrayRows(flowiseTools) ?? []
    expect(removeArrayRow(rows, 0)).toEqual([flowiseTools[1]])
  })

  it('shows a row field by the row’s own values (Flowise’s `<array>[$index].<field>` keys too)', () => {
    const options: TInputParam = {
      name: 'addOptions',
      type: 'array',
      show: { 'formInputTypes[$index].type': 'options' },
    }
    expect(isRowFieldVisible(options, { type: 'options' })).toBe(true)
    expect(isRowFieldVisible(options, { type: 'string' })).toBe(false)
    expect(
      isRowFieldVisible({ name: 'x', type: 'string', hide: { type: ['^num'] } }, { type: 'number' }),
    ).toBe(false)
    expect(isRowFieldVisible({ name: 'x', type: 'string', hidden: true }, {})).toBe(false)
  })
})

import type { TInputDefinition } from '@unikflow/graph'

/** The node kinds a step may follow (Flowise's anchor type list), and the Condition variants that route. */
export const SEQ_PREDECESSORS =
  'Start | Agent | Condition | LLMNode | ToolNode | CustomFunction | ExecuteFlow'
export const SEQ_ROUTED_FROM = 'Start | Agent | LLMNode | ToolNode | CustomFunction | ExecuteFlow'

export const sequentialNodeInput: TInputDefinition = {
  label: 'Sequential Node',
  name: 'sequentialNode',
  type: SEQ_PREDECESSORS,
  description:
    'Start, Agent, Condition, LLM Node, Tool Node, Custom Function or Execute Flow: the step this one follows',
  list: true,
}

/** Flowise's "Return Value As" of Custom Function and Execute Flow. */
export const returnValueAsParam: TInputDefinition = {
  label: 'Return Value As',
  name: 'returnValueAs',
  type: 'options',
  options: [
    { label: 'AI Message', name: 'aiMessage' },
    { label: 'Human Message', name: 'humanMessage' },
    {
      label: 'State Object',
      name: 'stateObj',
      description: 'An object of state keys to set, e.g. { "topic": "tea" }',
    },
  ],
  default: 'aiMessage',
}

export const conditionOperations = [
  'Contains',
  'Not Contains',
  'Start With',
  'End With',
  'Is',
  'Is Not',
  'Is Empty',
  'Is Not Empty',
  'Greater Than',
  'Less Than',
  'Equal To',
  'Not Equal To',
  'Greater Than or Equal To',
  'Less Than or Equal To',
]

export const structuredOutputGrid: TInputDefinition['datagrid'] = [
  { field: 'key', headerName: 'Key', editable: true },
  {
    field: 'type',
    headerName: 'Type',
    type: 'singleSelect',
    valueOptions: ['String', 'String Array', 'Number', 'Boolean', 'Enum'],
    editable: true,
  },
  { field: 'enumValues', headerName: 'Enum Values', editable: true },
  { field: 'description', headerName: 'Description', flex: 1, editable: true },
]

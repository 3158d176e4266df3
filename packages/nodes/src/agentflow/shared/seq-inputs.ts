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

/** Where the canvas stores which tab of the condition editor is in use (`${tabIdentifier}_${nodeId}`). */
export const CONDITION_TAB_IDENTIFIER = 'selectedConditionFunctionTab'

/** "Condition" of Condition and Condition Agent: a table of rows checked in order, or code naming the output. */
export const conditionInput = (codeDescription: string): TInputDefinition => ({
  label: 'Condition',
  name: 'condition',
  type: 'conditionFunction',
  tabIdentifier: CONDITION_TAB_IDENTIFIER,
  tabs: [
    {
      label: 'Condition (Table)',
      name: 'conditionUI',
      type: 'datagrid',
      description: 'Rows checked in order; the first that holds picks its output',
      optional: true,
      datagrid: [
        { field: 'variable', headerName: 'Variable', type: 'freeSolo', editable: true },
        {
          field: 'operation',
          headerName: 'Operation',
          type: 'singleSelect',
          valueOptions: conditionOperations,
          editable: true,
        },
        { field: 'value', headerName: 'Value', editable: true },
        { field: 'output', headerName: 'Output Name', editable: true },
      ],
    },
    {
      label: 'Condition (Code)',
      name: 'conditionFunction',
      type: 'code',
      description: codeDescription,
      optional: true,
    },
  ],
})

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

/** Where the canvas stores which tab of "Update State" is in use (`${tabIdentifier}_${nodeId}`). */
export const UPDATE_STATE_TAB_IDENTIFIER = 'selectedUpdateStateMemoryTab'

/** "Update State" of Agent, LLM Node and Tool Node: a table of `{ key, value }` rows, or code returning an object. */
export const updateStateInput = (tableDescription: string): TInputDefinition => ({
  label: 'Update State',
  name: 'updateStateMemory',
  type: 'tabs',
  tabIdentifier: UPDATE_STATE_TAB_IDENTIFIER,
  default: 'updateStateMemoryUI',
  additionalParams: true,
  tabs: [
    {
      label: 'Update State (Table)',
      name: 'updateStateMemoryUI',
      type: 'datagrid',
      description: tableDescription,
      datagrid: [
        { field: 'key', headerName: 'Key', editable: true, flex: 0.5 },
        { field: 'value', headerName: 'Value', type: 'freeSolo', editable: true, flex: 1 },
      ],
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Update State (Code)',
      name: 'updateStateMemoryCode',
      type: 'code',
      description: 'JavaScript returning an object of state keys; $flow.output and $flow.state are available',
      optional: true,
      additionalParams: true,
    },
  ],
})

/** "Prepend Messages History" (Agent, LLM Node 4.x): code returning messages put before the conversation. */
export const messageHistoryInput: TInputDefinition = {
  label: 'Prepend Messages History',
  name: 'messageHistory',
  type: 'code',
  description:
    'JavaScript returning an array of { role, content } messages (role: system, user/human or assistant/ai) put before the conversation; $flow (with $flow.state) is readable',
  optional: true,
  additionalParams: true,
}

/** "Conversation History" (Agent, LLM Node 4.x, Condition Agent): which messages of the conversation are sent. */
export const conversationHistoryInput: TInputDefinition = {
  label: 'Conversation History',
  name: 'conversationHistorySelection',
  type: 'options',
  options: [
    { label: 'User Question', name: 'user_question', description: 'Only the latest question' },
    { label: 'Last Conversation Message', name: 'last_message', description: 'Only the latest message' },
    { label: 'All Conversation Messages', name: 'all_messages', description: 'The whole conversation' },
    { label: 'Empty', name: 'empty', description: 'No messages: the prompts alone' },
  ],
  default: 'all_messages',
  optional: true,
  additionalParams: true,
}

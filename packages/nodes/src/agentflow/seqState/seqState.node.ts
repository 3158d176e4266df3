import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

/** Where the canvas stores which tab of "Custom State" is in use (`${tabIdentifier}_${nodeId}`). */
export const STATE_TAB_IDENTIFIER = 'selectedStateTab'

export const seqState = defineNode({
  name: 'seqState',
  label: 'State',
  version: 2,
  type: 'State',
  category: NodeCategories.SequentialAgents,
  capabilities: { sequential: true },
  description: 'Keys every step can read and update, beside the conversation; connect it to Start',
  baseClasses: ['State'],
  icon: 'agentflow/seqState/seqState.svg',
  inputs: [
    {
      label: 'Custom State',
      name: 'stateMemory',
      type: 'tabs',
      tabIdentifier: STATE_TAB_IDENTIFIER,
      default: 'stateMemoryUI',
      additionalParams: true,
      tabs: [
        {
          label: 'Custom State (Table)',
          name: 'stateMemoryUI',
          type: 'datagrid',
          description:
            'Replace keeps the newest value (an empty one keeps the old); Append adds to a list (default: a JSON array)',
          datagrid: [
            { field: 'key', headerName: 'Key', editable: true },
            {
              field: 'type',
              headerName: 'Operation',
              type: 'singleSelect',
              valueOptions: ['Replace', 'Append'],
              editable: true,
            },
            { field: 'defaultValue', headerName: 'Default Value', flex: 1, editable: true },
          ],
          optional: true,
          additionalParams: true,
        },
        {
          label: 'Custom State (Code)',
          name: 'stateMemoryCode',
          type: 'code',
          description:
            'An object of keys, each { value: (x, y) => …, default: () => … } (a value that concatenates appends)',
          optional: true,
          additionalParams: true,
        },
      ],
    },
  ],
})

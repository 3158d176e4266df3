import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { inputModerationAnchor } from '../../shared/inputs'

/**
 * Flowise's CSV Agent runs pandas code in Pyodide; here the model sees the columns and first rows and
 * either answers or writes JavaScript over all rows, run in the QuickJS sandbox.
 */
export const csvAgent = defineNode({
  name: 'csvAgent',
  label: 'CSV Agent',
  version: 1,
  type: 'AgentExecutor',
  category: NodeCategories.Agents,
  description:
    'Answers questions about a CSV file: the model sees its columns and first rows and, when it needs every row, writes JavaScript that runs in the sandbox (not pandas as in Flowise)',
  baseClasses: ['AgentExecutor', 'BaseChain', 'Runnable'],
  icon: 'agents/csvAgent/csvAgent.svg',
  inputs: [
    { label: 'Csv File', name: 'csvFile', type: 'file', fileType: '.csv' },
    { label: 'Language Model', name: 'model', type: 'BaseLanguageModel' },
    {
      label: 'System Message',
      name: 'systemMessagePrompt',
      type: 'string',
      rows: 4,
      description: 'Instructions put before the table and the question',
      optional: true,
      additionalParams: true,
    },
    inputModerationAnchor,
    {
      label: 'Custom Pandas Read_CSV Code',
      name: 'customReadCSV',
      type: 'code',
      default: 'read_csv(csv_data)',
      description: 'Kept so Flowise exports open; not run here (no Python): the file is read as RFC 4180 CSV',
      optional: true,
      additionalParams: true,
    },
  ],
})

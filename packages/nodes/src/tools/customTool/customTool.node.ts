import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

export const customTool = defineNode({
  name: 'customTool',
  label: 'Custom Tool',
  version: 3,
  type: 'CustomTool',
  category: NodeCategories.Tools,
  description: 'Uses one of the tools saved in this unik (schema and JavaScript function)',
  baseClasses: ['CustomTool', 'Tool', 'StructuredTool', 'Runnable'],
  icon: 'tools/customTool/customTool.svg',
  loadMethods: ['listTools'],
  inputs: [
    { label: 'Select Tool', name: 'selectedTool', type: 'asyncOptions', loadMethod: 'listTools' },
    {
      label: 'Return Direct',
      name: 'returnDirect',
      type: 'boolean',
      description: 'Send the tool’s result straight to the user',
      optional: true,
    },
    { label: 'Custom Tool Name', name: 'customToolName', type: 'string', hidden: true, optional: true },
    {
      label: 'Custom Tool Description',
      name: 'customToolDesc',
      type: 'string',
      hidden: true,
      optional: true,
    },
    { label: 'Custom Tool Schema', name: 'customToolSchema', type: 'string', hidden: true, optional: true },
    { label: 'Custom Tool Func', name: 'customToolFunc', type: 'string', hidden: true, optional: true },
  ],
})

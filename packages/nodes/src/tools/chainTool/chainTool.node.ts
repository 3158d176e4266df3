import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

export const chainTool = defineNode({
  name: 'chainTool',
  label: 'Chain Tool',
  version: 1,
  type: 'ChainTool',
  category: NodeCategories.Tools,
  description: 'Offers a chain to an agent as a tool',
  baseClasses: ['ChainTool', 'DynamicTool', 'Tool', 'StructuredTool', 'Runnable'],
  icon: 'tools/chainTool/chainTool.svg',
  inputs: [
    { label: 'Chain Name', name: 'name', type: 'string', placeholder: 'product-faq' },
    {
      label: 'Chain Description',
      name: 'description',
      type: 'string',
      rows: 3,
      description: 'Tells the agent when to use this chain',
      placeholder: 'Answers questions about our products and prices',
    },
    {
      label: 'Return Direct',
      name: 'returnDirect',
      type: 'boolean',
      description: 'Send the chain’s answer straight to the user',
      optional: true,
    },
    { label: 'Base Chain', name: 'baseChain', type: 'BaseChain' },
  ],
})

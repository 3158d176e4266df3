import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { inputModerationAnchor } from '../../shared/inputs'

export const openApiChain = defineNode({
  name: 'openApiChain',
  label: 'OpenAPI Chain',
  version: 2,
  type: 'OpenAPIChain',
  category: NodeCategories.Chains,
  description: 'Answers by calling the operations of an API its OpenAPI specification describes',
  baseClasses: ['OpenAPIChain', 'BaseChain', 'Runnable'],
  icon: 'chains/openApiChain/openApiChain.svg',
  inputs: [
    { label: 'Chat Model', name: 'model', type: 'BaseChatModel' },
    {
      label: 'YAML Link',
      name: 'yamlLink',
      type: 'string',
      description: 'A link to the specification (reached through the outbound guard); or upload it below',
      placeholder: 'https://api.speak.com/openapi.yaml',
      optional: true,
    },
    {
      label: 'YAML File',
      name: 'yamlFile',
      type: 'file',
      fileType: '.yaml, .yml, .json',
      optional: true,
    },
    {
      label: 'Headers',
      name: 'headers',
      type: 'json',
      optional: true,
      additionalParams: true,
      secret: true,
    },
    inputModerationAnchor,
  ],
})

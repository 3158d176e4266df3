import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { documentOutputs } from '../../shared/inputs'

export const customDocumentLoader = defineNode({
  name: 'customDocumentLoader',
  label: 'Custom Document Loader',
  version: 1,
  type: 'Document',
  category: NodeCategories.DocumentLoaders,
  description: 'Loads documents your own JavaScript returns (run in the sandbox)',
  baseClasses: ['Document'],
  icon: 'documentloaders/customDocumentLoader/customDocumentLoader.svg',
  inputs: [
    {
      label: 'Input Variables',
      name: 'functionInputVariables',
      type: 'json',
      description: 'Values the function reads as $name, e.g. $topic',
      optional: true,
      acceptVariable: true,
      list: true,
    },
    {
      label: 'Javascript Function',
      name: 'javascriptFunction',
      type: 'code',
      description:
        'Returns a list of documents ({ pageContent, metadata }) for the Document output, or a string for the Text output',
      placeholder:
        "return [\n  {\n    pageContent: 'Document Content',\n    metadata: { title: 'Document Title' },\n  },\n]",
    },
  ],
  outputs: documentOutputs,
})

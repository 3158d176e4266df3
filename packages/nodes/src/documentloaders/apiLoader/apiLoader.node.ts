import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import {
  documentOutputs,
  metadataParam,
  omitMetadataKeysParam,
  textSplitterAnchor,
} from '../../shared/inputs'

export const apiLoader = defineNode({
  name: 'apiLoader',
  label: 'API Loader',
  version: 2.1,
  type: 'Document',
  category: NodeCategories.DocumentLoaders,
  description: 'Loads the answer of a GET or POST request to a URL as a document',
  baseClasses: ['Document'],
  icon: 'documentloaders/apiLoader/apiLoader.svg',
  inputs: [
    textSplitterAnchor,
    {
      label: 'Method',
      name: 'method',
      type: 'options',
      options: [
        { label: 'GET', name: 'GET' },
        { label: 'POST', name: 'POST' },
      ],
      default: 'GET',
    },
    { label: 'URL', name: 'url', type: 'string', placeholder: 'https://example.com/api/faq' },
    {
      label: 'Headers',
      name: 'headers',
      type: 'json',
      description: 'Request headers as a JSON object',
      optional: true,
      additionalParams: true,
      secret: true,
    },
    {
      label: 'SSL Certificate',
      name: 'caFile',
      type: 'file',
      fileType: '.pem, .crt',
      description:
        "A certificate authority (.pem or .crt) to trust for this URL; not supported here: the server trusts its system's authorities",
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Body',
      name: 'body',
      type: 'json',
      description: 'JSON body of a POST request',
      optional: true,
      additionalParams: true,
    },
    metadataParam,
    omitMetadataKeysParam,
  ],
  outputs: documentOutputs,
})

import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { fileUploadParam } from '../chat-upload-scope'

export const kendra = defineNode({
  name: 'kendra',
  label: 'AWS Kendra',
  version: 1,
  type: 'Kendra',
  category: NodeCategories.VectorStores,
  description:
    'Sends documents to an Amazon Kendra index, which reads and indexes them itself, and retrieves passages from it',
  baseClasses: ['Kendra', 'VectorStoreRetriever', 'BaseRetriever'],
  icon: 'vectorstores/kendra/kendra.svg',
  credential: { label: 'AWS Credential', credentialNames: ['awsApi'], optional: true },
  inputs: [
    { label: 'Document', name: 'document', type: 'Document', list: true, optional: true },
    {
      label: 'Region',
      name: 'region',
      type: 'string',
      default: 'us-east-1',
      description: 'The AWS region of the index',
    },
    {
      label: 'Kendra Index ID',
      name: 'indexId',
      type: 'string',
      placeholder: 'i.e. 5c0c0c0c-0c0c-0c0c-0c0c-0c0c0c0c0c0c',
      description: 'The id of an existing Kendra index',
    },
    { ...fileUploadParam, additionalParams: true },
    {
      label: 'Top K',
      name: 'topK',
      type: 'number',
      description: 'How many passages a search returns (default 10, at most 100)',
      placeholder: '10',
      additionalParams: true,
      optional: true,
    },
    {
      label: 'Attribute Filter',
      name: 'attributeFilter',
      type: 'json',
      description:
        'A Kendra AttributeFilter every search keeps to, e.g. {"EqualsTo": {"Key": "topic", "Value": {"StringValue": "faq"}}}',
      optional: true,
      additionalParams: true,
      acceptVariable: true,
    },
    {
      label: 'Kendra Endpoint',
      name: 'endpoint',
      type: 'string',
      description: 'A Kendra-compatible endpoint; empty for https://kendra.<region>.amazonaws.com',
      optional: true,
      additionalParams: true,
    },
  ],
  outputs: [
    {
      label: 'Kendra Retriever',
      name: 'retriever',
      baseClasses: ['Kendra', 'VectorStoreRetriever', 'BaseRetriever'],
    },
    { label: 'Kendra Vector Store', name: 'vectorStore', baseClasses: ['Kendra', 'VectorStore'] },
  ],
})

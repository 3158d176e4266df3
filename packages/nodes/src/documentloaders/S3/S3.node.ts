import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { unstructuredParams } from '../../shared/unstructured-params'
import {
  documentOutputs,
  metadataParam,
  omitMetadataKeysParam,
  textSplitterAnchor,
} from '../../shared/inputs'

/** An object of an S3 bucket (or an S3-compatible server's), read by the loader of its extension. */
export const S3 = defineNode({
  name: 'S3',
  label: 'S3',
  version: 5,
  type: 'Document',
  category: NodeCategories.DocumentLoaders,
  description:
    'Loads one object of an S3 bucket, read as its extension says (PDF, DOCX, XLSX, CSV, JSON, text …)',
  baseClasses: ['Document'],
  icon: 'documentloaders/S3/S3.svg',
  credential: { label: 'AWS Credential', credentialNames: ['awsApi'] },
  inputs: [
    { label: 'Bucket', name: 'bucketName', type: 'string' },
    {
      label: 'Object Key',
      name: 'keyName',
      type: 'string',
      description: 'The key of the object, such as reports/q1.pdf',
    },
    {
      label: 'Region',
      name: 'region',
      type: 'string',
      default: 'us-east-1',
      description: 'The AWS region of the bucket',
    },
    {
      label: 'File Processing Method',
      name: 'fileProcessingMethod',
      type: 'options',
      options: [
        { label: 'Built In Loaders', name: 'builtIn', description: 'Read by this server’s loaders' },
        {
          label: 'Unstructured',
          name: 'unstructured',
          description: 'Sent to an Unstructured API to be read',
        },
      ],
      default: 'builtIn',
    },
    textSplitterAnchor,
    {
      label: 'Server URL',
      name: 'serverUrl',
      type: 'string',
      description: 'An S3-compatible server (MinIO …), addressed path-style; empty for AWS',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Unstructured API URL',
      name: 'unstructuredAPIUrl',
      type: 'string',
      default: 'http://localhost:8000/general/v0/general',
      description: 'Where the Unstructured method sends the object',
      show: { fileProcessingMethod: 'unstructured' },
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Unstructured API KEY',
      name: 'unstructuredAPIKey',
      type: 'password',
      show: { fileProcessingMethod: 'unstructured' },
      optional: true,
      additionalParams: true,
    },
    ...unstructuredParams.map((param) => ({ ...param, show: { fileProcessingMethod: 'unstructured' } })),
    metadataParam,
    omitMetadataKeysParam,
  ],
  outputs: documentOutputs,
})

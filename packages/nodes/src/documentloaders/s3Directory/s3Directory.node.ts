import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import {
  documentOutputs,
  metadataParam,
  omitMetadataKeysParam,
  textSplitterAnchor,
} from '../../shared/inputs'

/** Every object of an S3 bucket under a prefix, each read by the loader of its extension. */
export const s3Directory = defineNode({
  name: 's3Directory',
  label: 'S3 Directory',
  version: 4,
  type: 'Document',
  category: NodeCategories.DocumentLoaders,
  description: 'Loads every object of an S3 bucket under a prefix, each read as its extension says',
  baseClasses: ['Document'],
  icon: 'documentloaders/s3Directory/s3Directory.svg',
  credential: { label: 'AWS Credential', credentialNames: ['awsApi'] },
  inputs: [
    textSplitterAnchor,
    { label: 'Bucket', name: 'bucketName', type: 'string' },
    {
      label: 'Region',
      name: 'region',
      type: 'string',
      default: 'us-east-1',
      description: 'The AWS region of the bucket',
    },
    {
      label: 'Server URL',
      name: 'serverUrl',
      type: 'string',
      description: 'An S3-compatible server (MinIO …), addressed path-style; empty for AWS',
      optional: true,
    },
    {
      label: 'Prefix',
      name: 'prefix',
      type: 'string',
      description: 'Only objects whose keys start with it, such as reports/',
      optional: true,
    },
    {
      label: 'Pdf Usage',
      name: 'pdfUsage',
      type: 'options',
      description: 'For PDF files only',
      options: [
        { label: 'One document per page', name: 'perPage' },
        { label: 'One document per file', name: 'perFile' },
      ],
      default: 'perPage',
      optional: true,
      additionalParams: true,
    },
    metadataParam,
    omitMetadataKeysParam,
  ],
  outputs: documentOutputs,
})

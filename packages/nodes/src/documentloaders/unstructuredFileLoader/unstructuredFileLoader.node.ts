import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { documentOutputs, metadataParam, omitMetadataKeysParam } from '../../shared/inputs'
import { UNSTRUCTURED_DEFAULT_URL } from '../../shared/unstructured'

const option = (label: string, name: string) => ({ label, name })

/** Files partitioned into elements (titles, paragraphs, tables …) by an Unstructured API. */
export const unstructuredFileLoader = defineNode({
  name: 'unstructuredFileLoader',
  label: 'Unstructured File Loader',
  version: 4,
  type: 'Document',
  category: NodeCategories.DocumentLoaders,
  description: 'Sends files to an Unstructured API and loads the elements it finds, one document each',
  baseClasses: ['Document'],
  icon: 'documentloaders/unstructuredFileLoader/unstructuredFileLoader.svg',
  credential: { label: 'Connect Credential', credentialNames: ['unstructuredApi'] },
  inputs: [
    { label: 'Files Upload', name: 'fileObject', type: 'file', fileType: '*' },
    {
      label: 'Unstructured API URL',
      name: 'unstructuredAPIUrl',
      type: 'string',
      description: 'The partition endpoint of Unstructured’s hosted API or of your own container',
      default: UNSTRUCTURED_DEFAULT_URL,
    },
    {
      label: 'Strategy',
      name: 'strategy',
      type: 'options',
      description: 'How the files are read: fast text extraction, layout detection, or OCR',
      options: [
        option('Hi-Res', 'hi_res'),
        option('Fast', 'fast'),
        option('OCR Only', 'ocr_only'),
        option('Auto', 'auto'),
      ],
      default: 'auto',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Encoding',
      name: 'encoding',
      type: 'string',
      description: 'The encoding of text files',
      default: 'utf-8',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Chunking Strategy',
      name: 'chunkingStrategy',
      type: 'options',
      description: 'How Unstructured joins elements into chunks',
      options: [
        option('None', 'None'),
        option('Basic', 'basic'),
        option('By Title', 'by_title'),
        option('By Page', 'by_page'),
        option('By Similarity', 'by_similarity'),
      ],
      default: 'by_title',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Max Characters',
      name: 'maxCharacters',
      type: 'number',
      description: 'The longest chunk',
      default: '500',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Source ID Key',
      name: 'sourceIdKey',
      type: 'string',
      description: 'The metadata key that names the file of each document',
      default: 'source',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Coordinates',
      name: 'coordinates',
      type: 'boolean',
      description: 'Whether elements come with their position on the page',
      default: false,
      optional: true,
      additionalParams: true,
    },
    metadataParam,
    omitMetadataKeysParam,
  ],
  outputs: documentOutputs,
})

import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { documentOutputs, metadataParam, omitMetadataKeysParam } from '../../shared/inputs'
import { UNSTRUCTURED_DEFAULT_URL } from '../../shared/unstructured'
import { unstructuredParams } from '../../shared/unstructured-params'

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
    {
      label: 'Files Upload',
      name: 'fileObject',
      type: 'file',
      fileType:
        '.txt, .text, .pdf, .docx, .doc, .jpg, .jpeg, .eml, .html, .htm, .md, .pptx, .ppt, .msg, .rtf, .xlsx, .xls, .odt, .epub',
    },
    {
      label: 'Unstructured API URL',
      name: 'unstructuredAPIUrl',
      type: 'string',
      description: 'The partition endpoint of Unstructured’s hosted API or of your own container',
      default: UNSTRUCTURED_DEFAULT_URL,
    },
    ...unstructuredParams,
    metadataParam,
    omitMetadataKeysParam,
  ],
  outputs: documentOutputs,
})

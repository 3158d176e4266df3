import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import {
  documentOutputs,
  metadataParam,
  omitMetadataKeysParam,
  textSplitterAnchor,
} from '../../shared/inputs'

/** The values of Google Sheets spreadsheets, one document (a Markdown table) per sheet. */
export const googleSheets = defineNode({
  name: 'googleSheets',
  label: 'Google Sheets',
  version: 1,
  type: 'Document',
  category: NodeCategories.DocumentLoaders,
  description: 'Loads the values of Google Sheets spreadsheets, each sheet as one table document',
  baseClasses: ['Document'],
  icon: 'documentloaders/googleSheets/googleSheets.svg',
  credential: { label: 'Connect Credential', credentialNames: ['googleSheetsOAuth2'] },
  inputs: [
    {
      label: 'Select Spreadsheet',
      name: 'spreadsheetIds',
      type: 'string',
      description: 'IDs of the spreadsheets to load, separated by commas',
    },
    {
      label: 'Sheet Names',
      name: 'sheetNames',
      type: 'string',
      description: 'Sheets to load, separated by commas; empty loads every sheet',
      placeholder: 'Sheet1, Sheet2',
      optional: true,
    },
    {
      label: 'Range',
      name: 'range',
      type: 'string',
      description: 'Cells to load in each sheet, such as A1:E10; empty loads the whole sheet',
      placeholder: 'A1:E10',
      optional: true,
    },
    {
      label: 'Include Headers',
      name: 'includeHeaders',
      type: 'boolean',
      description: 'The first row names the columns (otherwise they are named A, B, C …)',
      default: true,
    },
    {
      label: 'Value Render Option',
      name: 'valueRenderOption',
      type: 'options',
      description: 'How cell values are read',
      options: [
        { label: 'Formatted Value', name: 'FORMATTED_VALUE' },
        { label: 'Unformatted Value', name: 'UNFORMATTED_VALUE' },
        { label: 'Formula', name: 'FORMULA' },
      ],
      default: 'FORMATTED_VALUE',
      optional: true,
    },
    textSplitterAnchor,
    metadataParam,
    omitMetadataKeysParam,
  ],
  outputs: documentOutputs,
})

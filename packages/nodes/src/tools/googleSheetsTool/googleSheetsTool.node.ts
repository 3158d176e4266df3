import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { actionParam, actionsInput, actionTypeInput } from '../../shared/action-inputs'

const spreadsheet = (...actions: string[]) => ({ spreadsheetActions: actions })
const values = (...actions: string[]) => ({ valuesActions: actions })
const option = (label: string, name: string) => ({ label, name })

/** Google Sheets' API as agent tools: spreadsheets and the values of their ranges. */
export const googleSheetsTool = defineNode({
  name: 'googleSheetsTool',
  label: 'Google Sheets',
  version: 1,
  type: 'GoogleSheets',
  category: NodeCategories.Tools,
  description: 'Lets an agent create and read spreadsheets and read, write, append and clear their cells',
  baseClasses: ['GoogleSheets', 'Tool'],
  icon: 'tools/googleSheetsTool/googleSheetsTool.svg',
  credential: { label: 'Connect Credential', credentialNames: ['googleSheetsOAuth2'] },
  inputs: [
    actionTypeInput('Type', 'sheetsType', [
      ['Spreadsheet', 'spreadsheet'],
      ['Values', 'values'],
    ]),
    actionsInput(
      'Spreadsheet Actions',
      'spreadsheetActions',
      [
        ['Create Spreadsheet', 'createSpreadsheet'],
        ['Get Spreadsheet', 'getSpreadsheet'],
        ['Update Spreadsheet', 'updateSpreadsheet'],
      ],
      { sheetsType: ['spreadsheet'] },
    ),
    actionsInput(
      'Values Actions',
      'valuesActions',
      [
        ['Get Values', 'getValues'],
        ['Update Values', 'updateValues'],
        ['Append Values', 'appendValues'],
        ['Clear Values', 'clearValues'],
        ['Batch Get Values', 'batchGetValues'],
        ['Batch Update Values', 'batchUpdateValues'],
        ['Batch Clear Values', 'batchClearValues'],
      ],
      { sheetsType: ['values'] },
    ),
    actionParam(
      'Spreadsheet ID',
      'spreadsheetId',
      { sheetsType: ['spreadsheet', 'values'] },
      'The ID in the spreadsheet’s URL',
    ),
    actionParam(
      'Title',
      'title',
      spreadsheet('createSpreadsheet', 'updateSpreadsheet'),
      'The title of the spreadsheet',
    ),
    actionParam(
      'Sheet Count',
      'sheetCount',
      spreadsheet('createSpreadsheet'),
      'How many sheets a new spreadsheet has',
      {
        type: 'number',
        default: 1,
      },
    ),
    actionParam(
      'Range',
      'range',
      values('getValues', 'updateValues', 'appendValues', 'clearValues'),
      'Cells in A1 notation',
      {
        placeholder: 'Sheet1!A1:C10',
      },
    ),
    actionParam(
      'Ranges',
      'ranges',
      values('batchGetValues', 'batchClearValues'),
      'Ranges in A1 notation, separated by commas',
      {
        placeholder: 'Sheet1!A1:B2, Sheet2!C1:C5',
      },
    ),
    actionParam(
      'Values',
      'values',
      values('updateValues', 'appendValues', 'batchUpdateValues'),
      'Rows to write as a JSON array of arrays, such as [["Name", "Qty"], ["Pens", 4]]',
    ),
    actionParam(
      'Value Input Option',
      'valueInputOption',
      values('updateValues', 'appendValues', 'batchUpdateValues'),
      'Whether written text is stored as is or parsed as if typed (formulas, numbers, dates)',
      {
        type: 'options',
        options: [option('Raw', 'RAW'), option('User Entered', 'USER_ENTERED')],
        default: 'USER_ENTERED',
      },
    ),
    actionParam(
      'Value Render Option',
      'valueRenderOption',
      values('getValues', 'batchGetValues'),
      'How read cells are given',
      {
        type: 'options',
        options: [
          option('Formatted Value', 'FORMATTED_VALUE'),
          option('Unformatted Value', 'UNFORMATTED_VALUE'),
          option('Formula', 'FORMULA'),
        ],
        default: 'FORMATTED_VALUE',
      },
    ),
    actionParam(
      'Date Time Render Option',
      'dateTimeRenderOption',
      values('getValues', 'batchGetValues'),
      'How read dates are given',
      {
        type: 'options',
        options: [option('Serial Number', 'SERIAL_NUMBER'), option('Formatted String', 'FORMATTED_STRING')],
        default: 'FORMATTED_STRING',
      },
    ),
    actionParam(
      'Insert Data Option',
      'insertDataOption',
      values('appendValues'),
      'Whether appended rows overwrite the cells after the table or push them down',
      {
        type: 'options',
        options: [option('Overwrite', 'OVERWRITE'), option('Insert Rows', 'INSERT_ROWS')],
        default: 'OVERWRITE',
      },
    ),
    actionParam(
      'Include Grid Data',
      'includeGridData',
      spreadsheet('getSpreadsheet'),
      'Whether the cells come with the spreadsheet',
      {
        type: 'boolean',
        default: false,
      },
    ),
    actionParam(
      'Major Dimension',
      'majorDimension',
      values('getValues', 'updateValues', 'appendValues', 'batchGetValues', 'batchUpdateValues'),
      'Whether the arrays are rows or columns',
      { type: 'options', options: [option('Rows', 'ROWS'), option('Columns', 'COLUMNS')], default: 'ROWS' },
    ),
  ],
})

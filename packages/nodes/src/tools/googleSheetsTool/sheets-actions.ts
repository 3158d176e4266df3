import {
  argJson,
  argList,
  argText,
  callRest,
  needArg,
  stringArgs,
  type TAction,
  type TActionArgs,
  type TRestService,
} from '../../shared/action-tools'

const SPREADSHEET_ID = { spreadsheetId: 'The ID of the spreadsheet' }
const RANGE = { ...SPREADSHEET_ID, range: 'Cells in A1 notation, such as Sheet1!A1:C10' }
const WRITE = {
  ...RANGE,
  values: 'The rows as a JSON array of arrays',
  valueInputOption: 'RAW or USER_ENTERED',
  majorDimension: 'ROWS or COLUMNS',
}
const READ = {
  valueRenderOption: 'FORMATTED_VALUE, UNFORMATTED_VALUE or FORMULA',
  majorDimension: 'ROWS or COLUMNS',
}

const sheet = (args: TActionArgs) => `spreadsheets/${encodeURIComponent(needArg(args, 'spreadsheetId'))}`
const valuesOf = (args: TActionArgs) => `${sheet(args)}/values/${encodeURIComponent(needArg(args, 'range'))}`
const readQuery = (args: TActionArgs) => ({
  valueRenderOption: argText(args, 'valueRenderOption'),
  dateTimeRenderOption: argText(args, 'dateTimeRenderOption'),
  majorDimension: argText(args, 'majorDimension'),
})
const inputOption = (args: TActionArgs) => argText(args, 'valueInputOption') || 'USER_ENTERED'

function spreadsheetActions(api: TRestService): TAction[] {
  return [
    {
      action: 'createSpreadsheet',
      tool: 'create_spreadsheet',
      description: 'Creates a Google spreadsheet',
      schema: stringArgs({ title: 'The title', sheetCount: 'How many sheets (default 1)' }, ['title']),
      run: (args, signal) => {
        const count = Math.max(1, Math.min(Number.parseInt(argText(args, 'sheetCount'), 10) || 1, 50))
        const sheets = Array.from({ length: count }, (_, i) => ({ properties: { title: `Sheet${i + 1}` } }))
        return callRest(api, 'spreadsheets', {
          method: 'POST',
          body: { properties: { title: needArg(args, 'title') }, sheets },
          signal,
        })
      },
    },
    {
      action: 'getSpreadsheet',
      tool: 'get_spreadsheet',
      description: 'Reads a Google spreadsheet’s properties and sheets',
      schema: stringArgs({ ...SPREADSHEET_ID, includeGridData: 'true to include the cells' }, [
        'spreadsheetId',
      ]),
      run: (args, signal) =>
        callRest(api, sheet(args), {
          query: { includeGridData: argText(args, 'includeGridData') === 'true' },
          signal,
        }),
    },
    {
      action: 'updateSpreadsheet',
      tool: 'update_spreadsheet',
      description: 'Renames a Google spreadsheet',
      schema: stringArgs({ ...SPREADSHEET_ID, title: 'The new title' }, ['spreadsheetId', 'title']),
      run: (args, signal) =>
        callRest(api, `${sheet(args)}:batchUpdate`, {
          method: 'POST',
          body: {
            requests: [
              {
                updateSpreadsheetProperties: {
                  properties: { title: needArg(args, 'title') },
                  fields: 'title',
                },
              },
            ],
          },
          signal,
        }),
    },
  ]
}

function valueActions(api: TRestService): TAction[] {
  const ranges = { ...SPREADSHEET_ID, ranges: 'Ranges in A1 notation, separated by commas' }
  return [
    {
      action: 'getValues',
      tool: 'get_values',
      description: 'Reads the cells of a range of a Google spreadsheet',
      schema: stringArgs({ ...RANGE, ...READ }, ['spreadsheetId', 'range']),
      run: (args, signal) => callRest(api, valuesOf(args), { query: readQuery(args), signal }),
    },
    {
      action: 'updateValues',
      tool: 'update_values',
      description: 'Writes rows into a range of a Google spreadsheet',
      schema: stringArgs(WRITE, ['spreadsheetId', 'range', 'values']),
      run: (args, signal) =>
        callRest(api, valuesOf(args), {
          method: 'PUT',
          query: { valueInputOption: inputOption(args) },
          body: {
            range: needArg(args, 'range'),
            majorDimension: argText(args, 'majorDimension') || 'ROWS',
            values: argJson(args, 'values'),
          },
          signal,
        }),
    },
    {
      action: 'appendValues',
      tool: 'append_values',
      description: 'Appends rows after the table in a range of a Google spreadsheet',
      schema: stringArgs({ ...WRITE, insertDataOption: 'OVERWRITE or INSERT_ROWS' }, [
        'spreadsheetId',
        'range',
        'values',
      ]),
      run: (args, signal) =>
        callRest(api, `${valuesOf(args)}:append`, {
          method: 'POST',
          query: { valueInputOption: inputOption(args), insertDataOption: argText(args, 'insertDataOption') },
          body: {
            majorDimension: argText(args, 'majorDimension') || 'ROWS',
            values: argJson(args, 'values'),
          },
          signal,
        }),
    },
    {
      action: 'clearValues',
      tool: 'clear_values',
      description: 'Clears the cells of a range of a Google spreadsheet',
      schema: stringArgs(RANGE, ['spreadsheetId', 'range']),
      run: (args, signal) => callRest(api, `${valuesOf(args)}:clear`, { method: 'POST', body: {}, signal }),
    },
    {
      action: 'batchGetValues',
      tool: 'batch_get_values',
      description: 'Reads the cells of several ranges of a Google spreadsheet',
      schema: stringArgs({ ...ranges, ...READ }, ['spreadsheetId', 'ranges']),
      run: (args, signal) =>
        callRest(api, `${sheet(args)}/values:batchGet`, {
          query: { ...readQuery(args), ranges: argList(args, 'ranges') },
          signal,
        }),
    },
    {
      action: 'batchUpdateValues',
      tool: 'batch_update_values',
      description: 'Writes several ranges of a Google spreadsheet at once',
      schema: stringArgs(
        {
          ...SPREADSHEET_ID,
          values: 'A JSON array of {"range": "Sheet1!A1", "values": [[...]]} objects',
          valueInputOption: 'RAW or USER_ENTERED',
        },
        ['spreadsheetId', 'values'],
      ),
      run: (args, signal) =>
        callRest(api, `${sheet(args)}/values:batchUpdate`, {
          method: 'POST',
          body: { valueInputOption: inputOption(args), data: argJson(args, 'values') },
          signal,
        }),
    },
    {
      action: 'batchClearValues',
      tool: 'batch_clear_values',
      description: 'Clears several ranges of a Google spreadsheet',
      schema: stringArgs(ranges, ['spreadsheetId', 'ranges']),
      run: (args, signal) =>
        callRest(api, `${sheet(args)}/values:batchClear`, {
          method: 'POST',
          body: { ranges: argList(args, 'ranges') },
          signal,
        }),
    },
  ]
}

/** Every Google Sheets action, keyed by the names Flowise's Spreadsheet/Values Actions save. */
export const sheetsActions = (api: TRestService): TAction[] => [
  ...spreadsheetActions(api),
  ...valueActions(api),
]

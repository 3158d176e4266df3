import { defineRuntime } from '../../runtime'
import { supplyOAuthTools } from '../../shared/oauth-service'
import { sheetsActions } from './sheets-actions'
import { googleSheetsTool } from './googleSheetsTool.node.js'

/** Google Sheets API v4 through the outbound guard, with the credential's OAuth 2.0 token. */
export default defineRuntime(googleSheetsTool, {
  kind: 'supply',
  supply: (ctx) =>
    supplyOAuthTools(ctx, {
      service: 'Google Sheets',
      apiUrl: 'https://sheets.googleapis.com/v4',
      typeInput: 'sheetsType',
      actionInputs: { spreadsheet: 'spreadsheetActions', values: 'valuesActions' },
      defaultInputs: [
        'spreadsheetId',
        'title',
        'sheetCount',
        'range',
        'ranges',
        'values',
        'valueInputOption',
        'valueRenderOption',
        'dateTimeRenderOption',
        'insertDataOption',
        'majorDimension',
      ],
      actions: sheetsActions,
    }),
})

import { secret, text, type TCredentialDefinition } from './credential-shape'

type TOAuthService = {
  readonly name: string
  readonly label: string
  readonly authorizationUrl: string
  readonly accessTokenUrl: string
  readonly api: string
}

/**
 * An OAuth 2.0 credential under Flowise's name: its app (client ID and secret, authorization and token URLs)
 * and the tokens a consent gave — the access token as is, or a refresh token the node trades for one.
 */
const oauth2 = (service: TOAuthService): TCredentialDefinition => ({
  name: service.name,
  label: service.label,
  description: `An OAuth 2.0 access token for ${service.api}, or a refresh token with the app's client ID and secret`,
  inputs: [
    text('authorizationUrl', 'Authorization URL', { default: service.authorizationUrl }),
    text('accessTokenUrl', 'Access Token URL', { default: service.accessTokenUrl }),
    text('clientId', 'Client ID', { optional: true }),
    secret('clientSecret', 'Client Secret', { optional: true }),
    secret('access_token', 'Access Token', { optional: true }),
    secret('refresh_token', 'Refresh Token', {
      optional: true,
      description: 'Traded for an access token at the Access Token URL before each use',
    }),
    text('basePath', 'API Base URL', {
      optional: true,
      description: `Empty for ${service.api} itself`,
    }),
  ],
})

const google = (name: string, label: string, api: string) =>
  oauth2({
    name,
    label,
    api,
    authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    accessTokenUrl: 'https://oauth2.googleapis.com/token',
  })

const microsoft = (name: string, label: string) =>
  oauth2({
    name,
    label,
    api: 'Microsoft Graph',
    authorizationUrl: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
    accessTokenUrl: 'https://login.microsoftonline.com/common/oauth2/v2.0/token',
  })

/** The OAuth 2.0 credentials of Google's and Microsoft's tools and loaders, named as Flowise names them. */
export const oauthCredentials: readonly TCredentialDefinition[] = [
  google('googleSheetsOAuth2', 'Google Sheets OAuth2', 'Google Sheets'),
  google('googleDriveOAuth2', 'Google Drive OAuth2', 'Google Drive'),
  google('googleDocsOAuth2', 'Google Docs OAuth2', 'Google Docs'),
  google('googleCalendarOAuth2', 'Google Calendar OAuth2', 'Google Calendar'),
  google('gmailOAuth2', 'Gmail OAuth2', 'Gmail'),
  microsoft('microsoftOutlookOAuth2', 'Microsoft Outlook OAuth2'),
  microsoft('microsoftTeamsOAuth2', 'Microsoft Teams OAuth2'),
]

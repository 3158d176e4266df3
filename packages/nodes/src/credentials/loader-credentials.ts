import { secret, text, type TCredentialDefinition } from './credential-shape'

/** A service's API base URL kept with its token: a proxy or a compatible server; empty means the service itself. */
const apiBase = (service: string, url: string) =>
  text('basePath', 'API Base URL', { description: `Empty for ${service} itself (${url})`, optional: true })

/** Tokens of the services document loaders read, named as Flowise names them so its exports find them. */
export const loaderCredentials: readonly TCredentialDefinition[] = [
  {
    name: 'airtableApi',
    label: 'Airtable API',
    inputs: [
      secret('accessToken', 'Access Token', { placeholder: '<AIRTABLE_ACCESS_TOKEN>' }),
      apiBase('Airtable', 'https://api.airtable.com'),
    ],
  },
  {
    name: 'figmaApi',
    label: 'Figma API',
    inputs: [
      secret('accessToken', 'Access Token', { placeholder: '<FIGMA_ACCESS_TOKEN>' }),
      apiBase('Figma', 'https://api.figma.com'),
    ],
  },
  {
    name: 'jiraApi',
    label: 'Jira API',
    description: 'A Jira user and an API token of that user (basic authentication)',
    inputs: [
      text('username', 'User Name', { placeholder: 'username@example.com' }),
      secret('accessToken', 'Access Token', { placeholder: '<JIRA_ACCESS_TOKEN>' }),
    ],
  },
  {
    name: 'notionApi',
    label: 'Notion API',
    description: 'The token of a Notion integration; share the pages and databases to load with it',
    inputs: [
      secret('notionIntegrationToken', 'Notion Integration Token'),
      apiBase('Notion', 'https://api.notion.com'),
    ],
  },
  {
    name: 'spiderApi',
    label: 'Spider API',
    inputs: [secret('spiderApiKey', 'Spider API Key'), apiBase('Spider', 'https://api.spider.cloud')],
  },
  {
    name: 'confluenceCloudApi',
    label: 'Confluence Cloud API',
    description: 'A Confluence Cloud user and an API token of that user (basic authentication)',
    inputs: [
      secret('accessToken', 'Access Token', { placeholder: '<CONFLUENCE_ACCESS_TOKEN>' }),
      text('username', 'Username', { placeholder: '<CONFLUENCE_USERNAME>' }),
    ],
  },
  {
    name: 'confluenceServerDCApi',
    label: 'Confluence Server/Data Center API',
    description: 'A personal access token of Confluence Server or Data Center',
    inputs: [
      secret('personalAccessToken', 'Personal Access Token', {
        placeholder: '<CONFLUENCE_PERSONAL_ACCESS_TOKEN>',
      }),
    ],
  },
  {
    name: 'apifyApi',
    label: 'Apify API',
    inputs: [secret('apifyApiToken', 'Apify API'), apiBase('Apify', 'https://api.apify.com')],
  },
  {
    name: 'oxylabsApi',
    label: 'Oxylabs API',
    inputs: [
      text('username', 'Oxylabs Username'),
      secret('password', 'Oxylabs Password'),
      apiBase('Oxylabs', 'https://realtime.oxylabs.io'),
    ],
  },
  {
    name: 'fireCrawlApi',
    label: 'FireCrawl API',
    inputs: [
      secret('firecrawlApiToken', 'FireCrawl API'),
      text('firecrawlApiUrl', 'FireCrawl API URL', {
        description: 'A self-hosted FireCrawl; empty for https://api.firecrawl.dev',
        placeholder: 'https://api.firecrawl.dev',
        optional: true,
      }),
    ],
  },
  {
    name: 'unstructuredApi',
    label: 'Unstructured API',
    description: "The key of Unstructured's hosted API; a self-hosted container needs none",
    inputs: [secret('unstructuredAPIKey', 'API Key', { optional: true })],
  },
]

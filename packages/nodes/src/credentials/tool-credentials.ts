import { secret, text, type TCredentialDefinition } from './credential-shape'

/** A search or knowledge service's base URL kept with its key: empty means the service itself. */
const serviceBasePath = (service: string) =>
  text('basePath', 'API Base URL', { description: `Empty for ${service} itself`, optional: true })

/** Keys of the services agent tools and chat memories call, named as Flowise names them so its exports find them. */
export const toolCredentials: readonly TCredentialDefinition[] = [
  // Kept so Flowise's Chatflow Tool opens with its credential: the chatflow runs on this server without it.
  { name: 'chatflowApi', label: 'Chatflow API', inputs: [secret('chatflowApiKey', 'Chatflow Api Key')] },
  // The same for Agent as Tool: the agentflow runs on this server without it.
  { name: 'agentflowApi', label: 'Agentflow API', inputs: [secret('agentflowApiKey', 'Agentflow Api Key')] },
  {
    name: 'upstashRedisMemoryApi',
    label: 'Upstash Redis Memory API',
    inputs: [secret('upstashRestToken', 'Upstash Redis REST Token')],
  },
  {
    name: 'searchApi',
    label: 'Search API',
    inputs: [secret('searchApiKey', 'SearchApi API Key'), serviceBasePath('SearchApi')],
  },
  {
    name: 'exaSearchApi',
    label: 'Exa Search API',
    inputs: [secret('exaSearchApiKey', 'ExaSearch Api Key'), serviceBasePath('Exa')],
  },
  {
    name: 'wolframAlphaAppId',
    label: 'WolframAlpha App ID',
    inputs: [secret('wolframAlphaAppId', 'App ID'), serviceBasePath('WolframAlpha')],
  },
  {
    name: 'PostgresUrl',
    label: 'Postgres URL',
    description: 'A PostgreSQL connection URL, for the PostgreSQL MCP server',
    inputs: [
      secret('postgresUrl', 'Postgres URL', { placeholder: 'postgresql://user:password@host:5432/db' }),
    ],
  },
  {
    name: 'slackApi',
    label: 'Slack API',
    inputs: [secret('botToken', 'Bot Token'), text('teamId', 'Team ID')],
  },
  {
    name: 'stripeApi',
    label: 'Stripe API',
    description: 'A secret key of a Stripe account (dashboard, Developers → API keys)',
    inputs: [
      secret('stripeApiToken', 'Stripe API Token', { placeholder: '<STRIPE_API_TOKEN>' }),
      serviceBasePath('Stripe'),
    ],
  },
  {
    name: 'browserlessApi',
    label: 'Browserless API',
    inputs: [secret('browserlessApiToken', 'API Token')],
  },
  {
    name: 'composioApi',
    label: 'Composio API',
    inputs: [secret('composioApi', 'Composio API Key'), serviceBasePath('Composio')],
  },
  {
    name: 'E2BApi',
    label: 'E2B API',
    inputs: [
      secret('e2bApiKey', 'E2B Api Key'),
      serviceBasePath('E2B'),
      text('sandboxUrl', 'Sandbox URL', {
        description: "Empty for E2B's own sandbox addresses; {sandboxID} stands for the sandbox",
        optional: true,
      }),
    ],
  },
  {
    name: 'pipedreamOAuthApi',
    label: 'Pipedream Connect',
    description: "A Pipedream Connect OAuth client: its token signs in to Pipedream's MCP server",
    inputs: [
      text('clientId', 'Client ID', { placeholder: 'oa_xxxxxxx' }),
      secret('clientSecret', 'Client Secret'),
      text('projectId', 'Project ID', { placeholder: 'proj_xxxxxxx' }),
      text('oauthScopes', 'OAuth Scopes', {
        placeholder: 'connect:*',
        description: 'Scopes separated by spaces; empty gives full access',
        optional: true,
      }),
      serviceBasePath('Pipedream'),
      text('mcpUrl', 'MCP Server URL', {
        description: "Empty for Pipedream's own MCP server",
        optional: true,
      }),
    ],
  },
  { name: 'teradataBearerToken', label: 'Teradata Bearer Token', inputs: [secret('token', 'Token')] },
  {
    name: 'teradataTD2Auth',
    label: 'Teradata TD2 Auth',
    inputs: [
      text('tdUsername', 'Teradata TD2 Auth Username'),
      secret('tdPassword', 'Teradata TD2 Auth Password'),
    ],
  },
  {
    name: 'jiraApiBearerToken',
    label: 'Jira API Bearer Token',
    description: 'A personal access token of Jira Server or Data Center',
    inputs: [secret('bearerToken', 'Bearer Token', { placeholder: '<JIRA_BEARER_TOKEN>' })],
  },
]

import { secret, text, type TCredentialDefinition } from './credential-shape'
import { providerCredentials } from './provider-credentials'
import { toolCredentials } from './tool-credentials'
import { loaderCredentials } from './loader-credentials'
import { vectorCredentials } from './vector-credentials'
import { oauthCredentials } from './oauth-credentials'
import { analyticCredentials } from './analytic-credentials'

export { ZCredentialDefinition, type TCredentialDefinition } from './credential-shape'

/** A search service's base URL, for a proxy or a compatible server; requests to it pass the outbound guard. */
const searchBasePath = (service: string) =>
  text('basePath', 'API Base URL', { description: `Empty for ${service} itself`, optional: true })

/** Field names follow Flowise's, so credentials described in its docs and clients fit. */
export const credentialDefinitions: readonly TCredentialDefinition[] = [
  {
    name: 'openAIApi',
    label: 'OpenAI API',
    description: 'An OpenAI key, or the key of any OpenAI-compatible server together with its base URL',
    inputs: [
      secret('openAIApiKey', 'OpenAI Api Key'),
      text('basePath', 'Base Path', {
        description: 'Base URL of an OpenAI-compatible server, e.g. http://localhost:8000/v1',
        optional: true,
      }),
    ],
  },
  {
    name: 'azureOpenAIApi',
    label: 'Azure OpenAI API',
    inputs: [
      secret('azureOpenAIApiKey', 'Azure OpenAI Api Key'),
      text('azureOpenAIApiInstanceName', 'Azure OpenAI Api Instance Name', { placeholder: 'my-instance' }),
      text('azureOpenAIApiDeploymentName', 'Azure OpenAI Api Deployment Name', {
        placeholder: 'gpt-4o-mini',
      }),
      text('azureOpenAIApiVersion', 'Azure OpenAI Api Version', { placeholder: '2024-10-21' }),
    ],
  },
  { name: 'qdrantApi', label: 'Qdrant API', inputs: [secret('qdrantApiKey', 'Qdrant API Key')] },
  {
    name: 'pineconeApi',
    label: 'Pinecone API',
    inputs: [
      secret('pineconeApiKey', 'Pinecone Api Key'),
      text('basePath', 'API Base URL', {
        description: "Pinecone's control plane; empty for https://api.pinecone.io",
        optional: true,
      }),
    ],
  },
  {
    name: 'awsApi',
    label: 'AWS security credentials',
    description: 'An IAM access key pair (and a session token for temporary credentials)',
    inputs: [
      text('awsKey', 'AWS Access Key'),
      secret('awsSecret', 'AWS Secret Access Key'),
      secret('awsSession', 'AWS Session Key', { optional: true }),
    ],
  },
  { name: 'supabaseApi', label: 'Supabase API', inputs: [secret('supabaseApiKey', 'Supabase API Key')] },
  { name: 'chromaApi', label: 'Chroma API', inputs: [secret('chromaApiKey', 'Chroma API Key')] },
  {
    name: 'anthropicApi',
    label: 'Anthropic API',
    inputs: [
      secret('anthropicApiKey', 'Anthropic Api Key'),
      // ChatAnthropic (and its LlamaIndex twin) call this base instead of Anthropic's own.
      text('basePath', 'Base Path', {
        description: "A proxy or a server speaking the provider's API; empty for the provider itself",
        optional: true,
      }),
    ],
  },
  { name: 'mistralAIApi', label: 'MistralAI API', inputs: [secret('mistralAIAPIKey', 'MistralAI Api Key')] },
  {
    name: 'nvidiaNIMApi',
    label: 'NVIDIA NIM API',
    inputs: [secret('nvidiaNIMApiKey', 'NVIDIA NIM API Key')],
  },
  {
    name: 'redisCacheApi',
    label: 'Redis API',
    inputs: [
      text('redisCacheHost', 'Redis Host', { default: '127.0.0.1' }),
      { label: 'Port', name: 'redisCachePort', type: 'number', default: 6379 },
      text('redisCacheUser', 'User', { optional: true }),
      secret('redisCachePwd', 'Password', { optional: true }),
      { label: 'Use SSL', name: 'redisCacheSslEnabled', type: 'boolean', optional: true },
    ],
  },
  {
    name: 'redisCacheUrlApi',
    label: 'Redis URL',
    inputs: [secret('redisUrl', 'Redis URL', { placeholder: 'redis://localhost:6379' })],
  },
  {
    name: 'serpApi',
    label: 'Serp API',
    inputs: [secret('serpApiKey', 'Serp Api Key'), searchBasePath('SerpAPI')],
  },
  {
    name: 'searchApi',
    label: 'SearchApi API',
    inputs: [secret('searchApiKey', 'SearchApi API Key'), searchBasePath('SearchApi')],
  },
  {
    name: 'serperApi',
    label: 'Serper API',
    inputs: [secret('serperApiKey', 'Serper Api Key'), searchBasePath('Serper')],
  },
  {
    name: 'braveSearchApi',
    label: 'Brave Search API',
    inputs: [secret('braveApiKey', 'BraveSearch Api Key'), searchBasePath('Brave Search')],
  },
  {
    name: 'googleCustomSearchApi',
    label: 'Google Custom Search API',
    inputs: [
      secret('googleCustomSearchApiKey', 'Google Custom Search Api Key'),
      text('googleCustomSearchApiId', 'Programmable Search Engine ID', {
        description: 'The search engine ID (cx) of your Programmable Search Engine',
      }),
      searchBasePath('Google'),
    ],
  },
  {
    name: 'tavilyApi',
    label: 'Tavily API',
    inputs: [secret('tavilyApiKey', 'Tavily Api Key'), searchBasePath('Tavily')],
  },
  {
    name: 'groqApi',
    label: 'Groq API',
    inputs: [
      secret('groqApiKey', 'Groq Api Key'),
      text('basePath', 'Base Path', {
        description: "A proxy speaking Groq's OpenAI-compatible API; empty for Groq",
        optional: true,
      }),
    ],
  },
  {
    name: 'openRouterApi',
    label: 'OpenRouter API',
    inputs: [secret('openRouterApiKey', 'OpenRouter API Key')],
  },
  {
    name: 'localAIApi',
    label: 'LocalAI API',
    inputs: [secret('localAIApiKey', 'LocalAI Api Key')],
  },
  {
    name: 'googleGenerativeAI',
    label: 'Google Generative AI',
    description: 'A Gemini API key from Google AI Studio',
    inputs: [secret('googleGenerativeAPIKey', 'Google AI API Key')],
  },
  {
    name: 'replicateApi',
    label: 'Replicate API',
    inputs: [
      secret('replicateApiKey', 'Replicate Api Key'),
      text('basePath', 'API Base URL', {
        description: 'Empty for https://api.replicate.com/v1',
        optional: true,
      }),
    ],
  },
  {
    name: 'huggingFaceApi',
    label: 'HuggingFace API',
    inputs: [secret('huggingFaceApiKey', 'HuggingFace Api Key')],
  },
  { name: 'githubApi', label: 'Github API', inputs: [secret('accessToken', 'Access Token')] },
  {
    name: 'zepMemoryApi',
    label: 'Zep Memory API',
    inputs: [
      secret('apiKey', 'API Key'),
      text('basePath', 'API Base URL', {
        description: 'For Zep Memory - Cloud: empty for https://api.getzep.com',
        optional: true,
      }),
    ],
  },
  {
    name: 'dynamodbMemoryApi',
    label: 'DynamoDB Memory API',
    inputs: [secret('accessKey', 'Access Key'), secret('secretAccessKey', 'Secret Access Key')],
  },
  // The MongoDB Atlas memory's (and vector store's) connection URL, as Flowise names it.
  {
    name: 'mongoDBUrlApi',
    label: 'MongoDB ATLAS',
    inputs: [
      secret('mongoDBConnectUrl', 'ATLAS Connection URL', {
        placeholder: 'mongodb+srv://<user>:<pwd>@cluster0.example.mongodb.net/?retryWrites=true&w=majority',
      }),
    ],
  },
  {
    name: 'mem0MemoryApi',
    label: 'Mem0 Memory API',
    inputs: [
      secret('apiKey', 'API Key'),
      text('basePath', 'API Base URL', { description: 'Empty for https://api.mem0.ai', optional: true }),
    ],
  },
  // Slack's hosted MCP server takes a user's OAuth access token (Flowise's slackOAuth2 keeps it after sign-in).
  {
    name: 'slackOAuth2',
    label: 'Slack OAuth2',
    inputs: [
      secret('accessToken', 'Access Token'),
      text('mcpUrl', 'MCP Server URL', {
        description: "Slack's MCP server, or a proxy of it; empty for https://mcp.slack.com/mcp",
        optional: true,
      }),
    ],
  },
  {
    name: 'slackApi',
    label: 'Slack API',
    inputs: [secret('botToken', 'Bot Token'), text('teamId', 'Team ID')],
  },
  // Agent Memory keeps Flowise's credential names; its threads are in the Unikflow database.
  {
    name: 'PostgresApi',
    label: 'Postgres API',
    inputs: [text('user', 'User'), secret('password', 'Password')],
  },
  { name: 'MySQLApi', label: 'MySQL API', inputs: [text('user', 'User'), secret('password', 'Password')] },
  {
    name: 'vectaraApi',
    label: 'Vectara API',
    inputs: [
      text('customerID', 'Vectara Customer ID'),
      text('corpusID', 'Vectara Corpus ID', { description: 'One corpus id, or several comma-separated' }),
      secret('apiKey', 'Vectara API Key'),
      searchBasePath('Vectara'),
    ],
  },
  // SingleStore's database user (Flowise's credential).
  {
    name: 'singleStoreApi',
    label: 'SingleStore API',
    inputs: [text('user', 'User'), secret('password', 'Password')],
  },
  {
    name: 'neo4jApi',
    label: 'Neo4j API',
    description: 'Where a Neo4j database is and who connects to it, for the Neo4j graph node',
    inputs: [
      text('url', 'Neo4j URL', {
        placeholder: 'neo4j://localhost:7687',
        description:
          'Its HTTP address, or its Bolt address (neo4j://, bolt://), which is read as the HTTP port 7474 of that host',
      }),
      text('username', 'Username'),
      secret('password', 'Password'),
    ],
  },
  {
    name: 'postgresConnectionUrl',
    label: 'PostgreSQL Connection',
    description: 'A PostgreSQL connection string, for the Sql Database Chain',
    inputs: [
      secret('connectionString', 'Connection String', {
        placeholder: 'postgres://user:password@host:5432/database',
        description: 'Add ?sslmode=require for TLS. The host passes the outbound guard',
      }),
    ],
  },
  // Agentflow v2's HTTP node: one of these adds the Authorization header (or the named key header).
  {
    name: 'httpBasicAuth',
    label: 'HTTP Basic Auth',
    inputs: [text('basicAuthUsername', 'Username'), secret('basicAuthPassword', 'Password')],
  },
  { name: 'httpBearerToken', label: 'HTTP Bearer Token', inputs: [secret('token', 'Token')] },
  {
    name: 'httpApiKey',
    label: 'HTTP Api Key',
    inputs: [text('key', 'Header Name'), secret('value', 'Value')],
  },
  ...providerCredentials,
  ...toolCredentials,
  ...loaderCredentials,
  ...vectorCredentials,
  ...oauthCredentials,
  ...analyticCredentials,
]

export function getCredentialDefinition(name: string): TCredentialDefinition | undefined {
  return credentialDefinitions.find((c) => c.name === name)
}

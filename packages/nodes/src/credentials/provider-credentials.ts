import { secret, text, type TCredentialDefinition } from './credential-shape'

/**
 * The provider's base URL kept with its key (as Groq's): a proxy, or a server speaking the same API. Empty
 * means the provider itself; every request to it passes the outbound guard.
 */
const providerBasePath = text('basePath', 'Base Path', {
  description: "A proxy or a server speaking the provider's API; empty for the provider itself",
  optional: true,
})

const keyCredential = (
  name: string,
  label: string,
  keyName: string,
  keyLabel: string,
  description?: string,
) =>
  ({
    name,
    label,
    ...(description === undefined ? {} : { description }),
    inputs: [secret(keyName, keyLabel), providerBasePath],
  }) satisfies TCredentialDefinition

/** Keys of model providers beyond OpenAI's own, named as Flowise names them so its exports find them. */
export const providerCredentials: readonly TCredentialDefinition[] = [
  keyCredential('deepseekApi', 'DeepseekAI API', 'deepseekApiKey', 'DeepseekAI API Key'),
  keyCredential('xaiApi', 'Xai API', 'xaiApiKey', 'X AI API Key'),
  keyCredential('togetherAIApi', 'TogetherAI API', 'togetherAIApiKey', 'TogetherAI Api Key'),
  keyCredential('fireworksApi', 'Fireworks API', 'fireworksApiKey', 'Fireworks Api Key'),
  keyCredential(
    'cerebrasAIApi',
    'Cerebras API Key',
    'cerebrasApiKey',
    'Cerebras API Key',
    'A key from Cerebras Cloud (it starts with csk-)',
  ),
  keyCredential(
    'perplexityApi',
    'Perplexity API',
    'perplexityApiKey',
    'Perplexity API Key',
    "A key of Perplexity's API, for its search-grounded Sonar models",
  ),
  keyCredential('sambanovaApi', 'Sambanova API', 'sambanovaApiKey', 'Sambanova Api Key'),
  keyCredential('litellmApi', 'Litellm API', 'litellmApiKey', 'API Key'),
  keyCredential('cometApi', 'Comet API', 'cometApiKey', 'Comet API Key'),
  keyCredential('jinaAIApi', 'JinaAI API', 'jinaAIAPIKey', 'JinaAI API Key'),
  keyCredential('cohereApi', 'Cohere API', 'cohereApiKey', 'Cohere Api Key'),
  {
    name: 'voyageAIApi',
    label: 'Voyage AI API',
    description: 'A Voyage AI key; the endpoint may point at another server speaking its API',
    inputs: [
      text('endpoint', 'Voyage AI Endpoint', {
        placeholder: 'https://api.voyageai.com/v1/embeddings',
        optional: true,
      }),
      secret('apiKey', 'Voyage AI API Key'),
    ],
  },
  {
    name: 'upstashRedisApi',
    label: 'Upstash Redis API',
    description: "The REST URL and token of an Upstash Redis database (its console's REST API section)",
    inputs: [
      text('upstashConnectionUrl', 'Upstash Redis REST URL', { placeholder: 'https://example.upstash.io' }),
      secret('upstashConnectionToken', 'Token'),
    ],
  },
  {
    name: 'momentoCacheApi',
    label: 'Momento Cache API',
    description: 'A Momento cache: its name, an API key allowed to read and write it, and its endpoint',
    inputs: [
      text('momentoCache', 'Cache'),
      secret('momentoApiKey', 'API Key'),
      text('momentoEndpoint', 'Endpoint', { placeholder: 'cell-us-east-1-1.prod.a.momentohq.com' }),
    ],
  },
  {
    name: 'azureFoundryApi',
    label: 'Azure Foundry API',
    description: 'A key of Azure AI Foundry and the rerank endpoint of a model deployed there',
    inputs: [
      secret('azureFoundryApiKey', 'Azure Foundry API Key'),
      text('azureFoundryEndpoint', 'Azure Foundry Endpoint', {
        placeholder: 'https://your-foundry-instance.services.ai.azure.com/providers/cohere/v2/rerank',
      }),
    ],
  },
  {
    name: 'ibmWatsonx',
    label: 'IBM Watsonx',
    description: 'A watsonx.ai project: its service URL, API version and an IAM API key or a bearer token',
    inputs: [
      text('version', 'Version', { placeholder: 'YYYY-MM-DD' }),
      text('serviceUrl', 'Service URL', { placeholder: 'https://us-south.ml.cloud.ibm.com' }),
      text('projectId', 'Project ID'),
      {
        label: 'Watsonx AI Auth Type',
        name: 'watsonxAIAuthType',
        type: 'options',
        options: [
          { label: 'IAM', name: 'iam' },
          { label: 'Bearer Token', name: 'bearertoken' },
        ],
        default: 'iam',
      },
      secret('watsonxAIApikey', 'Watsonx AI IAM API Key', {
        description: 'Exchanged for an access token at IBM Cloud IAM (auth type IAM)',
        optional: true,
      }),
      secret('watsonxAIBearerToken', 'Watsonx AI Bearer Token', {
        description: 'Sent as it is (auth type Bearer Token)',
        optional: true,
      }),
      text('iamUrl', 'IAM Token URL', {
        description:
          'Where an IAM API key is exchanged for a token; empty for https://iam.cloud.ibm.com/identity/token',
        optional: true,
      }),
    ],
  },
  {
    name: 'googleVertexAuth',
    label: 'Google Vertex Auth',
    description: 'A Google Cloud service account key (its JSON) allowed to call Vertex AI',
    inputs: [
      text('googleApplicationCredentialFilePath', 'Google Application Credential File Path', {
        description:
          'Kept for flows made elsewhere; a file on the server is never read, paste the JSON instead',
        placeholder: 'your-path/application_default_credentials.json',
        optional: true,
      }),
      secret('googleApplicationCredential', 'Google Credential JSON Object', {
        description: "The service account key's JSON, as Google Cloud downloads it",
        rows: 4,
        optional: true,
      }),
      text('projectID', 'Project ID', {
        description: "Empty for the project of the key's JSON",
        optional: true,
        additionalParams: true,
      }),
    ],
  },
  {
    name: 'cloudflareApi',
    label: 'Cloudflare API',
    description: 'The Account ID and an API token (Workers AI permission) of a Cloudflare account',
    inputs: [
      text('cloudflareAccountId', 'Cloudflare Account ID'),
      secret('cloudflareApiToken', 'Cloudflare API Token'),
    ],
  },
  {
    name: 'AlibabaApi',
    label: 'Alibaba API',
    description: 'A DashScope (Alibaba Cloud Model Studio) API key',
    inputs: [secret('alibabaApiKey', 'Alibaba Api Key'), providerBasePath],
  },
  {
    name: 'baiduQianfanApi',
    label: 'Baidu Qianfan API',
    description:
      'The Access Key and Secret Key of a Baidu AI Cloud account; each request to Qianfan is signed with them',
    inputs: [
      secret('qianfanAccessKey', 'Qianfan Access Key'),
      secret('qianfanSecretKey', 'Qianfan Secret Key'),
      providerBasePath,
    ],
  },
  keyCredential('assemblyAIApi', 'AssemblyAI API', 'assemblyAIApiKey', 'AssemblyAI Api Key'),
]

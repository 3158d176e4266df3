import { secret, text, type TCredentialDefinition } from './credential-shape'

/** A tracing service's address: its cloud by default, or a self-hosted server (through the outbound guard). */
const endpoint = (name: string, url: string, label = 'Endpoint') =>
  text(name, label, { default: url, description: `Empty for ${url}`, optional: true })

/**
 * The tracing services of the chatflow's analysis tab, with Flowise's credential and field names so its
 * exported flows' analysis settings find them. The server reads them when it sends a run's trace.
 */
export const analyticCredentials: readonly TCredentialDefinition[] = [
  {
    name: 'langsmithApi',
    label: 'Langsmith API',
    description: 'A LangSmith API key; runs are traced to its projects',
    inputs: [
      secret('langSmithApiKey', 'API Key', { placeholder: '<LANGSMITH_API_KEY>' }),
      endpoint('langSmithEndpoint', 'https://api.smith.langchain.com'),
    ],
  },
  {
    name: 'langfuseApi',
    label: 'Langfuse API',
    description: "A Langfuse project's key pair: traces, and the prompts of its prompt management",
    inputs: [
      secret('langFuseSecretKey', 'Secret Key', { placeholder: 'sk-lf-abcdefg' }),
      text('langFusePublicKey', 'Public Key', { placeholder: 'pk-lf-abcdefg' }),
      endpoint('langFuseEndpoint', 'https://cloud.langfuse.com'),
    ],
  },
  {
    name: 'lunaryApi',
    label: 'Lunary AI',
    description: "A Lunary project's public key",
    inputs: [
      text('lunaryAppId', 'Public Key / Project ID', { placeholder: '<Lunary_PROJECT_ID>' }),
      endpoint('lunaryEndpoint', 'https://api.lunary.ai'),
    ],
  },
  {
    name: 'langwatchApi',
    label: 'LangWatch API',
    description: 'A LangWatch project API key',
    inputs: [
      secret('langWatchApiKey', 'API Key', { placeholder: '<LANGWATCH_API_KEY>' }),
      endpoint('langWatchEndpoint', 'https://app.langwatch.ai'),
    ],
  },
  {
    name: 'arizeApi',
    label: 'Arize API',
    description: 'An Arize API key and space; traces go to its OTLP endpoint',
    inputs: [
      secret('arizeApiKey', 'API Key', { placeholder: '<ARIZE_API_KEY>' }),
      text('arizeSpaceId', 'Space ID', { placeholder: '<ARIZE_SPACE_ID>' }),
      endpoint('arizeEndpoint', 'https://otlp.arize.com'),
    ],
  },
  {
    name: 'phoenixApi',
    label: 'Phoenix API',
    description:
      'A Phoenix API key (empty for a server without authentication); traces go to its OTLP endpoint',
    inputs: [
      secret('phoenixApiKey', 'API Key', { placeholder: '<PHOENIX_API_KEY>', optional: true }),
      endpoint('phoenixEndpoint', 'https://app.phoenix.arize.com'),
    ],
  },
  {
    name: 'opikApi',
    label: 'Opik API',
    description: 'An Opik (Comet) API key and the Comet account it belongs to',
    inputs: [
      secret('opikApiKey', 'API Key', { placeholder: '<OPIK_API_KEY>' }),
      endpoint('opikUrl', 'https://www.comet.com/opik/api', 'URL'),
      text('opikWorkspace', 'Account Name', {
        placeholder: 'default',
        description: 'The Comet account (team) the project belongs to',
      }),
    ],
  },
]

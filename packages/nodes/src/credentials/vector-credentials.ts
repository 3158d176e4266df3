import { secret, text, type TCredentialDefinition } from './credential-shape'

/** Vector databases' keys and connection settings, with Flowise's credential and field names. */
export const vectorCredentials: readonly TCredentialDefinition[] = [
  {
    name: 'elasticsearchApi',
    label: 'Elasticsearch API',
    inputs: [
      text('endpoint', 'Elasticsearch Endpoint', {
        placeholder: 'https://my-deployment.es.example.com:9243',
      }),
      secret('apiKey', 'Elasticsearch API Key'),
    ],
  },
  {
    name: 'elasticSearchUserPassword',
    label: 'Elasticsearch User Password',
    inputs: [
      text('cloudId', 'Cloud ID', {
        description: 'An Elastic Cloud ID, or the URL of a self-hosted Elasticsearch',
      }),
      text('username', 'ElasticSearch User'),
      secret('password', 'ElasticSearch Password'),
    ],
  },
  {
    name: 'openSearchUrl',
    label: 'OpenSearch',
    inputs: [
      text('openSearchUrl', 'OpenSearch Url', { placeholder: 'http://localhost:9200' }),
      text('user', 'User', { optional: true }),
      secret('password', 'Password', { optional: true }),
    ],
  },
  { name: 'weaviateApi', label: 'Weaviate API', inputs: [secret('weaviateApiKey', 'Weaviate API Key')] },
  {
    name: 'milvusAuth',
    label: 'Milvus Auth',
    inputs: [text('milvusUser', 'Milvus User'), secret('milvusPassword', 'Milvus Password')],
  },
  {
    name: 'upstashVectorApi',
    label: 'Upstash Vector API',
    inputs: [
      text('UPSTASH_VECTOR_REST_URL', 'Upstash Vector REST URL'),
      secret('UPSTASH_VECTOR_REST_TOKEN', 'Upstash Vector REST Token'),
    ],
  },
  {
    name: 'meilisearchApi',
    label: 'Meilisearch API',
    inputs: [
      secret('meilisearchSearchApiKey', 'Meilisearch Search API Key'),
      secret('meilisearchAdminApiKey', 'Meilisearch Admin API Key', { optional: true }),
    ],
  },
  {
    name: 'mongoDBUrlApi',
    label: 'MongoDB ATLAS',
    inputs: [secret('mongoDBConnectUrl', 'ATLAS Connection URL', { placeholder: 'mongodb+srv://...' })],
  },
  {
    name: 'AstraDBApi',
    label: 'Astra DB API',
    inputs: [
      secret('applicationToken', 'Astra DB Application Token'),
      text('dbEndPoint', 'Astra DB Api Endpoint', {
        placeholder: 'https://<id>-<region>.apps.astra.datastax.com',
      }),
    ],
  },
  {
    name: 'couchbaseApi',
    label: 'Couchbase API',
    inputs: [
      text('connectionString', 'Couchbase Connection String', { placeholder: 'couchbases://...' }),
      text('username', 'Couchbase Username'),
      secret('password', 'Couchbase Password'),
    ],
  },
]

import { NEO4J_PASSWORD, NEO4J_USER } from '@unikflow/testkit'

/** Credentials of the agents, memories and graph nodes of the coverage flows, each at its double. */
export function agentSpecs(d: {
  fakeOrigin: string
  neo4jUrl: string
  memoriesUrl: string
  mongoUrl: string
}): Record<string, Record<string, string>> {
  return {
    upstashRedisMemoryApi: { upstashRestToken: 'up-token' },
    anthropicApi: { anthropicApiKey: 'sk-ant-test', basePath: d.fakeOrigin },
    neo4jApi: { url: d.neo4jUrl, username: NEO4J_USER, password: NEO4J_PASSWORD },
    // No double of DynamoDB: a run names what it could not reach.
    dynamodbMemoryApi: { accessKey: 'AKIDCOVERAGE', secretAccessKey: 'dynamo-secret' },
    // testkit's MongoDB double, for the MongoDB Atlas vector store and chat memory.
    mongoDBUrlApi: { mongoDBConnectUrl: `${d.mongoUrl}/?appName=coverage` },
    zepMemoryApi: { apiKey: 'zep-key', basePath: `${d.memoriesUrl}/zep-cloud` },
    mem0MemoryApi: { apiKey: 'm0-key', basePath: `${d.memoriesUrl}/mem0` },
  }
}

/** A credential per tracing service, all at one double (`url`, or `url/<prefix>` where two share a path). */
export function tracingSpecs(url: string): Record<string, Record<string, string>> {
  return {
    langsmithApi: { langSmithApiKey: 'ls-key', langSmithEndpoint: url },
    langfuseApi: {
      langFuseSecretKey: 'sk-lf-traces',
      langFusePublicKey: 'pk-lf-traces',
      langFuseEndpoint: url,
    },
    lunaryApi: { lunaryAppId: 'lunary-app', lunaryEndpoint: url },
    langwatchApi: { langWatchApiKey: 'lw-key', langWatchEndpoint: url },
    arizeApi: { arizeApiKey: 'ar-key', arizeSpaceId: 'space-1', arizeEndpoint: `${url}/arize` },
    phoenixApi: { phoenixApiKey: 'px-key', phoenixEndpoint: `${url}/phoenix` },
    opikApi: { opikApiKey: 'op-key', opikUrl: `${url}/opik`, opikWorkspace: 'team' },
  }
}

import { str, toOtlpTraces } from '../otlp-export'
import { encodeOtlpTraces } from './otlp-protobuf'
import { baseUrlOf, type TraceSender } from './trace-request'

/**
 * Phoenix's OTLP endpoint (`POST /v1/traces`, protobuf; the API key as `api_key` and as bearer): the run's
 * spans in the flow's project (`projectName`, else "default").
 */
export const phoenixSender: TraceSender = {
  credentialName: 'phoenixApi',
  requests(run, settings, credential) {
    const project = settings.projectName?.trim() || 'default'
    const apiKey = credential.phoenixApiKey ?? ''
    const base = baseUrlOf(credential.phoenixEndpoint, 'https://app.phoenix.arize.com')
    return [
      {
        url: `${base.replace(/\/v1\/traces$/, '')}/v1/traces`,
        headers: {
          'content-type': 'application/x-protobuf',
          api_key: apiKey,
          authorization: `Bearer ${apiKey}`,
        },
        body: encodeOtlpTraces(toOtlpTraces(run, project, [str('openinference.project.name', project)])),
      },
    ]
  },
}

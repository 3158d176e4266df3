import { str, toOtlpTraces } from '../otlp-export'
import { encodeOtlpTraces } from './otlp-protobuf'
import { baseUrlOf, type TraceSender } from './trace-request'

/**
 * Arize's OTLP endpoint (`POST /v1/traces`, protobuf; `space_id` and `api_key` headers): the run's spans
 * with the flow's project (`projectName`, else "default") as the model Arize files them under.
 */
export const arizeSender: TraceSender = {
  credentialName: 'arizeApi',
  requests(run, settings, credential) {
    const project = settings.projectName?.trim() || 'default'
    const spans = toOtlpTraces(run, project, [
      str('openinference.project.name', project),
      str('model_id', project),
    ])
    return [
      {
        url: `${baseUrlOf(credential.arizeEndpoint, 'https://otlp.arize.com').replace(/\/v1(\/traces)?$/, '')}/v1/traces`,
        headers: {
          'content-type': 'application/x-protobuf',
          space_id: credential.arizeSpaceId ?? '',
          api_key: credential.arizeApiKey ?? '',
        },
        body: encodeOtlpTraces(spans),
      },
    ]
  },
}

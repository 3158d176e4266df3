import type { TInputDefinition } from '@unikflow/graph'

/** Where Vertex AI is asked: the region of its endpoint, and a base URL replacing Google's. */
export const vertexRegionParam = (additionalParams: boolean): TInputDefinition => ({
  label: 'Region',
  name: 'region',
  type: 'string',
  description: 'The Google Cloud region of the model (empty for us-central1)',
  placeholder: 'us-central1',
  optional: true,
  ...(additionalParams ? { additionalParams: true } : {}),
})

export const vertexBaseUrlParam: TInputDefinition = {
  label: 'Base URL',
  name: 'baseUrl',
  type: 'string',
  description: 'A Vertex AI-compatible endpoint; empty for https://<region>-aiplatform.googleapis.com',
  optional: true,
  additionalParams: true,
}

import Stack from '@mui/material/Stack'
import type { TChatflow } from '@unikflow/graph'
import { ApiKeyField } from './ApiKeyField'
import { ApiLinks } from './ApiLinks'
import { CodeSamples } from './CodeSamples'

/** API key assignment, code samples (Python, JavaScript, cURL) and the API links. */
export function ApiTab({ unikId, flow, origin }: { unikId: string; flow: TChatflow; origin: string }) {
  return (
    <Stack spacing={2}>
      <ApiKeyField unikId={unikId} flow={flow} />
      <CodeSamples unikId={unikId} flow={flow} origin={origin} />
      <ApiLinks flowId={flow.id} origin={origin} />
    </Stack>
  )
}

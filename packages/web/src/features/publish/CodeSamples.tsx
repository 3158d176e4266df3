import { useMemo, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import Typography from '@mui/material/Typography'
import { ZFlowApiConfig, type TChatflow } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { getFlowReleases } from '../../api/flow-releases'
import { flowReleaseKeys } from '../canvas/releases/use-flow-releases'
import { CodeBlock } from './CodeBlock'
import {
  flowNodes,
  overrideSampleFields,
  predictionSample,
  type SampleKind,
  type SampleLanguage,
} from './code-samples'

const LANGUAGES: SampleLanguage[] = ['python', 'javascript', 'curl']
const SAMPLE_KINDS: SampleKind[] = ['basic', 'streaming', 'override', 'release']

function allowedOverrides(apiConfig: string | null): Record<string, string[]> | undefined {
  if (!apiConfig) return undefined
  try {
    const parsed = ZFlowApiConfig.safeParse(JSON.parse(apiConfig))
    const override = parsed.success ? parsed.data.overrideConfig : undefined
    return override?.status ? override.nodes : undefined
  } catch {
    return undefined
  }
}

/** Code that calls the flow: a language tab (Python, JavaScript, cURL) and a kind (basic, streaming …). */
export function CodeSamples({ unikId, flow, origin }: { unikId: string; flow: TChatflow; origin: string }) {
  const { t } = useTranslation('publish')
  const [language, setLanguage] = useState<SampleLanguage>('python')
  const [kind, setKind] = useState<SampleKind>('basic')
  const fields = useMemo(
    () => overrideSampleFields(flowNodes(flow.flowData), allowedOverrides(flow.apiConfig)),
    [flow.flowData, flow.apiConfig],
  )
  const releases = useQuery({
    queryKey: flowReleaseKeys.of(unikId, flow.id),
    queryFn: () => getFlowReleases(unikId, flow.id),
    enabled: kind === 'release',
  })
  const sample = predictionSample(
    {
      origin,
      flowId: flow.id,
      hasApiKey: flow.apikeyid !== null,
      overrideFields: fields,
      ...(releases.data?.liveRelease ? { release: releases.data.liveRelease } : {}),
    },
    language,
    kind,
  )
  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ alignItems: { sm: 'center' }, gap: 1 }}>
        <Tabs
          value={language}
          onChange={(_, v: SampleLanguage) => setLanguage(v)}
          aria-label={t('sampleLanguage')}
          sx={{ flexGrow: 1 }}
        >
          {LANGUAGES.map((l) => (
            <Tab key={l} value={l} label={t(`languages.${l}`)} />
          ))}
        </Tabs>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={kind}
          onChange={(_, v: SampleKind | null) => v && setKind(v)}
          aria-label={t('sampleKind')}
        >
          {SAMPLE_KINDS.map((k) => (
            <ToggleButton key={k} value={k}>
              {t(`sampleKinds.${k}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      {kind === 'release' && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('releaseHint')}
        </Typography>
      )}
      {kind === 'override' && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {fields.length > 0 ? t('overrideHint') : t('overrideNone')}
        </Typography>
      )}
      <Box sx={{ mt: 1 }}>
        <CodeBlock code={sample} label={`${t(`languages.${language}`)} · ${t(`sampleKinds.${kind}`)}`} />
      </Box>
    </Box>
  )
}

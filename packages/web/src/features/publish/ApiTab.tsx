import { useMemo, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import TextField from '@mui/material/TextField'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import Typography from '@mui/material/Typography'
import { ZFlowApiConfig, type TChatflow } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { getFlowReleases } from '../../api/flow-releases'
import { useNotify } from '../../ui/useNotify'
import { flowReleaseKeys } from '../canvas/releases/use-flow-releases'
import { useApiKeys } from '../api-keys/queries'
import { CodeBlock } from './CodeBlock'
import {
  docsUrl,
  flowNodes,
  openAiUrl,
  overrideSampleFields,
  predictionSample,
  predictionUrl,
  type SampleKind,
  type SampleLanguage,
} from './code-samples'
import { useSaveFlowFields } from './flow-queries'

const LANGUAGES: SampleLanguage[] = ['python', 'javascript', 'curl']
const SAMPLE_KINDS: SampleKind[] = ['basic', 'streaming', 'override', 'release']
const NO_KEY = ''

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

/** API key assignment, code samples (Python, JavaScript, cURL) and the API links. */
export function ApiTab({ unikId, flow, origin }: { unikId: string; flow: TChatflow; origin: string }) {
  const { t } = useTranslation('publish')
  const notify = useNotify()
  const keys = useApiKeys(unikId)
  const save = useSaveFlowFields(unikId, flow.id)
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

  const assign = (id: string) => {
    const apikeyid = id === NO_KEY ? null : id
    // A keyed flow cannot be public (docs/product.md#roles-and-access): assigning a key makes it private in the same save.
    const body = apikeyid && flow.isPublic ? { apikeyid, isPublic: false } : { apikeyid }
    save.mutate(body, {
      onSuccess: () => notify.success(t(apikeyid ? 'keyAssigned' : 'keyRemoved')),
      onError: (e) => notify.error(e, t('keySaveFailed')),
    })
  }

  const links = [
    { label: t('links.prediction'), method: 'POST', url: predictionUrl(origin, flow.id) },
    { label: t('links.openai'), method: 'POST', url: openAiUrl(origin, flow.id) },
    { label: t('links.docs'), method: 'GET', url: docsUrl(origin) },
  ]

  return (
    <Stack spacing={2}>
      <Box>
        <TextField
          select
          fullWidth
          size="small"
          label={t('apiKey')}
          value={flow.apikeyid ?? NO_KEY}
          disabled={save.isPending || !keys.isSuccess}
          onChange={(e) => assign(e.target.value)}
          helperText={flow.isPublic ? t('apiKeyMakesPrivate') : t('apiKeyHint')}
        >
          <MenuItem value={NO_KEY}>{t('noApiKey')}</MenuItem>
          {(keys.data ?? []).map((k) => (
            <MenuItem key={k.id} value={k.id}>
              {k.keyName} ({k.maskedKey})
            </MenuItem>
          ))}
        </TextField>
        {flow.apikeyid && (
          <Alert severity="info" variant="outlined" role="note" sx={{ mt: 1 }}>
            {t('apiKeyInSamples')}
          </Alert>
        )}
      </Box>
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
      <Box component="section" aria-labelledby="api-links-title">
        <Typography id="api-links-title" variant="h5" component="h3" sx={{ mb: 1 }}>
          {t('links.title')}
        </Typography>
        <Stack spacing={0.75}>
          {links.map((link) => (
            <Box key={link.url} sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
              <Typography variant="body2" sx={{ minWidth: 170, fontWeight: 500 }}>
                {link.label}
              </Typography>
              <Typography variant="caption" sx={{ fontFamily: 'monospace', color: 'primary.main' }}>
                {link.method}
              </Typography>
              {link.method === 'GET' ? (
                <Link
                  href={link.url}
                  target="_blank"
                  rel="noopener"
                  sx={{ fontFamily: 'monospace', fontSize: 13 }}
                >
                  {link.url}
                </Link>
              ) : (
                <Typography
                  variant="body2"
                  sx={{ fontFamily: 'monospace', fontSize: 13, overflowWrap: 'anywhere' }}
                >
                  {link.url}
                </Typography>
              )}
            </Box>
          ))}
        </Stack>
      </Box>
    </Stack>
  )
}

import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import type { TNimCheckResult } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '../../../ui/useNotify'

/** The last NIM step: the endpoint and Check, what the check found, and the model to use from it. */
export function NimCheckStep({
  endpoint,
  onEndpoint,
  checking,
  error,
  result,
  onCheck,
  picked,
  onPicked,
}: {
  endpoint: string
  onEndpoint: (endpoint: string) => void
  checking: boolean
  error: unknown
  result: TNimCheckResult | undefined
  onCheck: () => void
  picked: string
  onPicked: (model: string) => void
}) {
  const { t } = useTranslation('canvas')
  const errorText = useErrorText()
  return (
    <>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          size="small"
          fullWidth
          label={t('nim.endpoint')}
          value={endpoint}
          onChange={(e) => onEndpoint(e.target.value)}
        />
        <Button variant="contained" loading={checking} onClick={onCheck}>
          {t('nim.check')}
        </Button>
      </Box>
      {error != null && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {errorText(error)}
        </Alert>
      )}
      {result && result.result !== 'ok' && (
        <Alert severity={result.result === 'blocked' ? 'warning' : 'error'} sx={{ mt: 1.5 }}>
          {t(`nim.results.${result.result}`)}
          {result.detail && (
            <Typography variant="caption" component="div" sx={{ mt: 0.5, fontFamily: 'monospace' }}>
              {result.detail}
            </Typography>
          )}
        </Alert>
      )}
      {result?.result === 'ok' && (
        <>
          <Alert severity="success" sx={{ mt: 1.5 }}>
            {t('nim.results.ok', { count: result.models.length })}
          </Alert>
          <TextField
            select
            size="small"
            fullWidth
            label={t('nim.modelToUse')}
            value={picked}
            onChange={(e) => onPicked(e.target.value)}
            sx={{ mt: 1.5 }}
          >
            {result.models.map((m) => (
              <MenuItem key={m} value={m}>
                {m}
              </MenuItem>
            ))}
          </TextField>
        </>
      )}
    </>
  )
}

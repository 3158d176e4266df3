import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import type { TChatflow } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { useNotify } from '../../ui/useNotify'
import { useApiKeys } from '../api-keys/queries'
import { useSaveFlowFields } from './flow-queries'

const NO_KEY = ''

/** The API key a flow asks of its callers (or none), saved on change. */
export function ApiKeyField({ unikId, flow }: { unikId: string; flow: TChatflow }) {
  const { t } = useTranslation('publish')
  const notify = useNotify()
  const keys = useApiKeys(unikId)
  const save = useSaveFlowFields(unikId, flow.id)
  const assign = (id: string) => {
    const apikeyid = id === NO_KEY ? null : id
    // A keyed flow cannot be public (docs/product.md#roles-and-access): assigning a key makes it private in the same save.
    const body = apikeyid && flow.isPublic ? { apikeyid, isPublic: false } : { apikeyid }
    save.mutate(body, {
      onSuccess: () => notify.success(t(apikeyid ? 'keyAssigned' : 'keyRemoved')),
      onError: (e) => notify.error(e, t('keySaveFailed')),
    })
  }
  return (
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
  )
}

import LockOutlined from '@mui/icons-material/LockOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { ParamFieldProps } from './param-types'

/**
 * A secret input whose value the server keeps and never sends back (it answers a mask): the card says a
 * value is saved; Replace clears it for typing a new one. Saving untouched keeps the stored value.
 */
export function SavedSecretParam({ onChange }: ParamFieldProps) {
  const { t } = useTranslation('canvas')
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <LockOutlined fontSize="small" color="action" />
      <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
        {t('params.secretSaved')}
      </Typography>
      <Button size="small" variant="outlined" className="nodrag" onClick={() => onChange('')}>
        {t('params.secretReplace')}
      </Button>
    </Box>
  )
}

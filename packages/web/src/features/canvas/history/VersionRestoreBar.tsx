import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import RestoreOutlined from '@mui/icons-material/RestoreOutlined'
import { useTranslation } from 'react-i18next'

/** Above a version's diff: its number and Restore (off for the version the canvas already holds). */
export function VersionRestoreBar({
  version,
  loadedVersion,
  restoring,
  onRestore,
}: {
  version: number
  loadedVersion: number
  restoring: boolean
  onRestore: () => void
}) {
  const { t } = useTranslation('canvas')
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
      <Typography variant="subtitle1" sx={{ flexGrow: 1 }}>
        {t('history.version', { version })}
      </Typography>
      <Button
        variant="contained"
        startIcon={restoring ? <CircularProgress size={16} color="inherit" /> : <RestoreOutlined />}
        disabled={restoring || version === loadedVersion}
        onClick={onRestore}
      >
        {t('history.restore')}
      </Button>
    </Box>
  )
}

import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import { useTranslation } from 'react-i18next'

/** Inside the app (translations ready): a spinner with a translated label. */
export function PageLoader() {
  const { t } = useTranslation()
  return (
    <Box
      role="status"
      sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', py: 8, gap: 2 }}
    >
      <CircularProgress size={28} aria-hidden />
      <span>{t('common.loading')}</span>
    </Box>
  )
}

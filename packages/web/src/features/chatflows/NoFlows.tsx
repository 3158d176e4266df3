import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined'
import { useTranslation } from 'react-i18next'

/** No flow yet, or none matching the search. */
export function NoFlows({ prefix, searching }: { prefix: string; searching: boolean }) {
  const { t } = useTranslation('chatflows')
  return (
    <Box sx={{ textAlign: 'center', py: 6, color: 'text.secondary' }}>
      <AccountTreeOutlined sx={{ fontSize: 56, opacity: 0.5 }} aria-hidden />
      <Typography variant="h3" component="p" sx={{ mt: 1, color: 'text.primary' }}>
        {searching ? t('noMatches') : t(`${prefix}.emptyTitle`)}
      </Typography>
      {!searching && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {t(`${prefix}.emptyHint`)}
        </Typography>
      )}
    </Box>
  )
}

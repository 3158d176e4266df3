import { Link as RouterLink } from 'react-router'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import LockOutlined from '@mui/icons-material/LockOutlined'
import { useTranslation } from 'react-i18next'
import { MainCard } from '../../ui/MainCard'

export function NotAuthorized() {
  const { t } = useTranslation('admin')
  return (
    <MainCard>
      <Box sx={{ textAlign: 'center', py: 6 }}>
        <LockOutlined sx={{ fontSize: 56, color: 'text.secondary' }} aria-hidden />
        <Typography variant="h1" component="h1" sx={{ mt: 1 }}>
          {t('notAuthorizedTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          {t('notAuthorizedText')}
        </Typography>
        <Button component={RouterLink} to="/uniks" variant="contained">
          {t('backHome')}
        </Button>
      </Box>
    </MainCard>
  )
}

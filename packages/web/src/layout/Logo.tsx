import { Link as RouterLink } from 'react-router'
import Box from '@mui/material/Box'
import { useTranslation } from 'react-i18next'
import { LOGO_WIDTH } from '../config/constants'
import { useAppSelector } from '../store'
import logoDark from '../assets/logo-dark.svg'
import logoLight from '../assets/logo-light.svg'

export function Logo() {
  const { t } = useTranslation()
  const isDarkMode = useAppSelector((s) => s.customization.isDarkMode)
  return (
    <Box component={RouterLink} to="/" sx={{ display: 'inline-flex', alignItems: 'center', lineHeight: 0 }}>
      <img src={isDarkMode ? logoDark : logoLight} alt={t('app.logoAlt')} width={LOGO_WIDTH} height={36} />
    </Box>
  )
}

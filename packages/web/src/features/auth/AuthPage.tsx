import { useState } from 'react'
import { Navigate, useLocation, useNavigate } from 'react-router'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useAppSelector } from '../../store'
import { PageLoader } from '../../ui/PageLoader'
import logoDark from '../../assets/logo-dark.svg'
import logoLight from '../../assets/logo-light.svg'
import { LOGO_WIDTH } from '../../config/constants'
import { LanguageSwitch } from '../profile/LanguageSwitch'
import { AuthForm } from './AuthForm'
import { AuthNotices } from './AuthNotices'
import { readRedirect, useAuth } from './authContext'
import { useRegistration } from './use-registration'
import type { AuthMode } from './validation'

export default function AuthPage() {
  const { t } = useTranslation(['auth', 'translation'])
  const { status, login, register } = useAuth()
  const location = useLocation()
  const navigate = useNavigate()
  const isDarkMode = useAppSelector((s) => s.customization.isDarkMode)
  const inviteToken = new URLSearchParams(location.search).get('invite') ?? undefined
  const [mode, setMode] = useState<AuthMode>(inviteToken ? 'register' : 'login')
  const [notice, setNotice] = useState<string | null>(null)
  const target = readRedirect(location.state) ?? '/'

  const { registration, firstAccount } = useRegistration(() => setMode('register'))
  // The first account (the super admin) may always be created, whatever the mode.
  const canRegister = inviteToken !== undefined || firstAccount || registration === 'open'
  const showRegisterTab = inviteToken !== undefined || firstAccount || registration !== 'closed'

  if (status === 'loading') return <PageLoader />
  if (status === 'authenticated') return <Navigate to={target} replace />

  const onLogin = async (email: string, password: string) => {
    await login(email, password)
    navigate(target, { replace: true })
  }
  const onRegister = async (email: string, password: string) => {
    const result = await register(email, password, inviteToken)
    if (result.emailConfirmationRequired) {
      setNotice(t('confirmEmailSent'))
      setMode('login')
      return
    }
    await onLogin(email, password)
  }

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'background.default',
        px: 2,
        py: 4,
      }}
    >
      <Card variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 } }}>
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
          <img
            src={isDarkMode ? logoDark : logoLight}
            alt={t('translation:app.logoAlt')}
            width={LOGO_WIDTH}
            height={36}
          />
        </Box>
        <Typography variant="h1" component="h1" align="center" sx={{ mb: 0.5 }}>
          {t(mode === 'login' ? 'loginTitle' : 'registerTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary" align="center" sx={{ mb: 2 }}>
          {t(mode === 'login' ? 'loginSubtitle' : 'registerSubtitle')}
        </Typography>
        <Tabs
          value={mode}
          onChange={(_e, value: AuthMode) => {
            setMode(value)
            setNotice(null)
          }}
          variant="fullWidth"
          sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab value="login" label={t('loginTab')} id="auth-tab-login" aria-controls="auth-panel" />
          {showRegisterTab && (
            <Tab
              value="register"
              label={t('registerTab')}
              id="auth-tab-register"
              aria-controls="auth-panel"
            />
          )}
        </Tabs>
        <AuthNotices
          mode={mode}
          invited={inviteToken !== undefined}
          firstAccount={firstAccount}
          registration={registration}
          notice={notice}
        />
        <Box id="auth-panel" role="tabpanel" aria-labelledby={`auth-tab-${mode}`}>
          {mode === 'register' && !canRegister ? (
            <Alert severity="info">{t('inviteOnly')}</Alert>
          ) : (
            <AuthForm key={mode} mode={mode} onSubmit={mode === 'login' ? onLogin : onRegister} />
          )}
        </Box>
      </Card>
      <Box sx={{ mt: 3 }}>
        <LanguageSwitch size="small" />
      </Box>
    </Box>
  )
}

import Alert from '@mui/material/Alert'
import Typography from '@mui/material/Typography'
import type { TRegistrationMode } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import type { AuthMode } from './validation'

/** The notes above the sign-in form: invited, first account, registration closed, a success notice. */
export function AuthNotices(props: {
  mode: AuthMode
  invited: boolean
  firstAccount: boolean
  registration: TRegistrationMode
  notice: string | null
}) {
  const { mode, invited, firstAccount, registration, notice } = props
  const { t } = useTranslation('auth')
  return (
    <>
      {invited && mode === 'register' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('invitedNotice')}
        </Alert>
      )}
      {firstAccount && !invited && mode === 'register' && (
        // A standing notice, not an alert: the form's own errors are the page's alerts.
        <Alert severity="info" role="status" sx={{ mb: 2 }}>
          {t('firstAccountNotice')}
        </Alert>
      )}
      {registration === 'closed' && !firstAccount && !invited && mode === 'login' && (
        <Typography variant="body2" color="text.secondary" align="center" sx={{ mb: 2 }}>
          {t('registrationClosed')}
        </Typography>
      )}
      {notice && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
    </>
  )
}

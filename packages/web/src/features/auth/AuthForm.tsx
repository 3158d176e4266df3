import { useState, type FormEvent } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '../../ui/useNotify'
import { checkCredentials, type AuthMode } from './validation'

interface AuthFormProps {
  mode: AuthMode
  onSubmit: (email: string, password: string) => Promise<void>
}

export function AuthForm({ mode, onSubmit }: AuthFormProps) {
  const { t } = useTranslation(['auth', 'translation'])
  const errorText = useErrorText()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [invalidField, setInvalidField] = useState<'email' | 'password' | 'both' | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const code = checkCredentials(email, password, mode)
    if (code) {
      setError(t(`translation:errors.${code}`))
      setInvalidField(code === 'INVALID_EMAIL' ? 'email' : code === 'WEAK_PASSWORD' ? 'password' : 'both')
      return
    }
    setError(null)
    setInvalidField(null)
    setBusy(true)
    try {
      await onSubmit(email.trim(), password)
    } catch (e) {
      setError(errorText(e))
    } finally {
      setBusy(false)
    }
  }

  const isRegister = mode === 'register'
  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      onSubmit={submit}
      aria-label={t(isRegister ? 'registerTab' : 'loginTab')}
    >
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <TextField
        id={`${mode}-email`}
        label={t('email')}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={invalidField === 'email' || (invalidField === 'both' && email.trim() === '')}
        fullWidth
        autoFocus
      />
      <TextField
        id={`${mode}-password`}
        label={t('password')}
        type="password"
        name="password"
        autoComplete={isRegister ? 'new-password' : 'current-password'}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={invalidField === 'password' || (invalidField === 'both' && password === '')}
        helperText={isRegister ? t('passwordRule') : undefined}
        fullWidth
      />
      <Button type="submit" variant="contained" size="large" disabled={busy} fullWidth>
        {t(isRegister ? 'createAccount' : 'signIn')}
      </Button>
    </Stack>
  )
}

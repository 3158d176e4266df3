import { useEffect, useState, type FormEvent } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import Link from '@mui/icons-material/Link'
import { useTranslation } from 'react-i18next'
import { REGISTRATION_MODES, type TRegistrationMode } from '@unikflow/graph'
import { createInvite } from '../../api/registration'
import { InviteLinkDialog } from '../../ui/InviteLinkDialog'
import { MainCard } from '../../ui/MainCard'
import { useErrorText, useNotify } from '../../ui/useNotify'
import { useRegistration, useSaveRegistration } from './queries'

const isMode = (v: string): v is TRegistrationMode => REGISTRATION_MODES.some((m) => m === v)
const splitDomains = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((d) => d.trim().replace(/^@/, ''))
    .filter(Boolean)

/** Who may create an account (open, by invitation, closed), allowed e-mail domains, and invitation links. */
export function RegistrationCard() {
  const { t } = useTranslation(['admin', 'translation'])
  const notify = useNotify()
  const errorText = useErrorText()
  const registration = useRegistration()
  const save = useSaveRegistration()
  const [mode, setMode] = useState<TRegistrationMode>('open')
  const [domains, setDomains] = useState('')
  const [inviting, setInviting] = useState(false)

  useEffect(() => {
    if (!registration.data) return
    setMode(registration.data.mode)
    setDomains(registration.data.allowedDomains.join(', '))
  }, [registration.data])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    try {
      await save.mutateAsync({ mode, allowedDomains: splitDomains(domains) })
      notify.success(t('registration.saved'))
    } catch (e) {
      notify.error(e)
    }
  }

  return (
    <MainCard
      title={t('registration.title')}
      secondary={
        <Button variant="outlined" startIcon={<Link />} onClick={() => setInviting(true)}>
          {t('translation:invite.title')}
        </Button>
      }
      sx={{ mb: 3 }}
    >
      {registration.isPending && <Skeleton variant="rounded" height={120} />}
      {registration.isError && <Alert severity="error">{errorText(registration.error)}</Alert>}
      {registration.data && (
        <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label={t('registration.title')}>
          <div>
            <FormLabel id="registration-mode-label">{t('registration.mode')}</FormLabel>
            <RadioGroup
              aria-labelledby="registration-mode-label"
              value={mode}
              onChange={(e) => {
                if (isMode(e.target.value)) setMode(e.target.value)
              }}
            >
              {REGISTRATION_MODES.map((m) => (
                <FormControlLabel
                  key={m}
                  value={m}
                  control={<Radio />}
                  label={t(`registration.modes.${m}`)}
                />
              ))}
            </RadioGroup>
          </div>
          <TextField
            id="registration-domains"
            label={t('registration.domains')}
            helperText={t('registration.domainsHelp')}
            value={domains}
            disabled={mode !== 'open'}
            onChange={(e) => setDomains(e.target.value)}
            fullWidth
          />
          {registration.data.source === 'environment' && (
            <Typography variant="body2" color="text.secondary">
              {t('registration.fromEnvironment')}
            </Typography>
          )}
          <div>
            <Button type="submit" variant="contained" loading={save.isPending}>
              {t('translation:common.save')}
            </Button>
          </div>
        </Stack>
      )}
      <InviteLinkDialog
        open={inviting}
        title={t('translation:invite.title')}
        withRole={false}
        onClose={() => setInviting(false)}
        onCreate={(body) => createInvite(body)}
      />
    </MainCard>
  )
}

import { useState, type FormEvent } from 'react'
import Alert from '@mui/material/Alert'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import ContentCopy from '@mui/icons-material/ContentCopy'
import { useTranslation } from 'react-i18next'
import type { TInvite, TInviteCreateBody, TUnikRole } from '@unikflow/graph'
import { RoleSelect } from './RoleSelect'
import { FormDialogActions } from './form-dialog'
import { useCopyText } from './useCopyText'
import { useNotify } from './useNotify'

/**
 * Creates an invitation link: optionally for one address, with a role when it invites into a unik.
 * The link is shown once to copy (only a hash of it is stored); it was also e-mailed when the server
 * sends mail.
 */
export function InviteLinkDialog({
  open,
  title,
  withRole,
  onClose,
  onCreate,
}: {
  open: boolean
  title: string
  withRole: boolean
  onClose: () => void
  onCreate: (body: TInviteCreateBody) => Promise<TInvite>
}) {
  const { t } = useTranslation()
  const notify = useNotify()
  const copyText = useCopyText()
  const [email, setEmail] = useState('')
  const [role, setRole] = useState<TUnikRole>('member')
  const [busy, setBusy] = useState(false)
  const [invite, setInvite] = useState<TInvite | null>(null)

  const close = () => {
    setInvite(null)
    setEmail('')
    onClose()
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    try {
      setInvite(
        await onCreate({ ...(email.trim() ? { email: email.trim() } : {}), ...(withRole ? { role } : {}) }),
      )
    } catch (e) {
      notify.error(e)
    } finally {
      setBusy(false)
    }
  }
  const copy = async () => {
    if (invite)
      await copyText(invite.link, { copied: t('invite.copied'), manually: t('invite.copyManually') })
  }

  return (
    <Dialog open={open} onClose={busy ? undefined : close} fullWidth maxWidth="sm">
      <Stack component="form" noValidate onSubmit={submit}>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <TextField
              id="invite-email"
              label={t('invite.email')}
              helperText={t('invite.emailHelp')}
              type="email"
              value={email}
              disabled={invite !== null}
              onChange={(e) => setEmail(e.target.value)}
              fullWidth
            />
            {withRole && (
              <RoleSelect id="invite-role" value={role} onChange={setRole} disabled={invite !== null} />
            )}
            {invite && (
              <>
                <Alert severity="success">{t(invite.emailed ? 'invite.emailed' : 'invite.created')}</Alert>
                <TextField
                  id="invite-link"
                  label={t('invite.link')}
                  value={invite.link}
                  fullWidth
                  slotProps={{
                    input: {
                      readOnly: true,
                      endAdornment: (
                        <InputAdornment position="end">
                          <IconButton aria-label={t('invite.copy')} onClick={() => void copy()} edge="end">
                            <ContentCopy fontSize="small" />
                          </IconButton>
                        </InputAdornment>
                      ),
                    },
                  }}
                />
              </>
            )}
          </Stack>
        </DialogContent>
        <FormDialogActions
          busy={busy}
          onCancel={close}
          cancelLabel={invite ? t('common.close') : undefined}
          {...(invite ? {} : { submitLabel: t('invite.create') })}
        />
      </Stack>
    </Dialog>
  )
}

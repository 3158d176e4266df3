import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import MenuItem from '@mui/material/MenuItem'
import Select from '@mui/material/Select'
import Skeleton from '@mui/material/Skeleton'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import LinkIcon from '@mui/icons-material/Link'
import PersonAddAlt from '@mui/icons-material/PersonAddAlt'
import { useTranslation } from 'react-i18next'
import { hasRoleAtLeast, UNIK_ROLE_VALUES, type TMember, type TUnik, type TUnikRole } from '@unikflow/graph'
import { useAuth } from '../auth/authContext'
import { createInvite } from '../../api/registration'
import { InviteLinkDialog } from '../../ui/InviteLinkDialog'
import { MainCard } from '../../ui/MainCard'
import { useConfirm } from '../../ui/useConfirm'
import { useErrorText, useNotify } from '../../ui/useNotify'
import { useAddMember, useChangeMemberRole, useMembers, useRemoveMember } from './queries'
import { RoleChip } from './RoleChip'
import { RoleSelect } from '../../ui/RoleSelect'

/** A grid row: four columns on wide screens; on phones email, date, then role and action. */
const ROW_SX = {
  display: 'grid',
  alignItems: 'center',
  columnGap: 2,
  rowGap: 1,
  py: 1.25,
  px: { xs: 0, sm: 1 },
  borderBottom: 1,
  borderColor: 'divider',
  gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', sm: 'minmax(0, 1fr) 160px 120px 110px' },
  gridTemplateAreas: {
    xs: '"email email" "joined joined" "role actions"',
    sm: '"email role joined actions"',
  },
} as const

function formatDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso))
}

function isRole(value: string): value is TUnikRole {
  return (UNIK_ROLE_VALUES as readonly string[]).includes(value)
}

function AddMemberForm({ unikId }: { unikId: string }) {
  const { t } = useTranslation(['uniks', 'translation'])
  const notify = useNotify()
  const add = useAddMember(unikId)
  const [email, setEmail] = useState('')
  const [role, setRole] = useState<TUnikRole>('member')
  const [error, setError] = useState<string | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (email.trim() === '') {
      setError(t('translation:validation.required'))
      return
    }
    setError(null)
    try {
      await add.mutateAsync({ email: email.trim(), role })
      notify.success(t('members.added', { email: email.trim() }))
      setEmail('')
    } catch (e) {
      notify.error(e)
    }
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={t('members.addTitle')}
      sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start', mb: 3 }}
    >
      <TextField
        id="member-email"
        label={t('members.email')}
        type="email"
        size="small"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={error !== null}
        helperText={error ?? undefined}
        sx={{ flex: '1 1 240px' }}
      />
      <RoleSelect id="member-role" size="small" value={role} onChange={setRole} sx={{ minWidth: 150 }} />
      <Button
        type="submit"
        variant="contained"
        startIcon={<PersonAddAlt />}
        disabled={add.isPending}
        sx={{ height: 40 }}
      >
        {t('members.add')}
      </Button>
    </Box>
  )
}

function MemberRow({ member, unik, isSelf }: { member: TMember; unik: TUnik; isSelf: boolean }) {
  const { t, i18n } = useTranslation(['uniks', 'translation'])
  const notify = useNotify()
  const confirm = useConfirm()
  const navigate = useNavigate()
  const changeRole = useChangeMemberRole(unik.id)
  const remove = useRemoveMember(unik.id)
  const canManage = hasRoleAtLeast(unik.role, 'admin')

  const onRole = async (role: TUnikRole) => {
    try {
      await changeRole.mutateAsync({ userId: member.userId, role })
      notify.success(t('members.roleChanged', { email: member.email }))
    } catch (e) {
      notify.error(e)
    }
  }
  const onRemove = async () => {
    const ok = await confirm({
      title: t(isSelf ? 'members.leaveTitle' : 'members.removeTitle'),
      description: t(isSelf ? 'members.leaveDescription' : 'members.removeDescription', {
        email: member.email,
        name: unik.name,
      }),
      confirmButtonName: t(isSelf ? 'members.leave' : 'members.remove'),
      cancelButtonName: t('translation:common.cancel'),
    })
    if (!ok) return
    try {
      await remove.mutateAsync(member.userId)
      if (isSelf) {
        notify.success(t('members.left', { name: unik.name }))
        navigate('/uniks', { replace: true })
      } else notify.success(t('members.removed', { email: member.email }))
    } catch (e) {
      notify.error(e)
    }
  }

  return (
    <Box role="listitem" sx={ROW_SX}>
      <Box sx={{ gridArea: 'email', overflowWrap: 'anywhere', minWidth: 0 }}>
        {member.email}
        {isSelf && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
            {t('members.you')}
          </Typography>
        )}
      </Box>
      <Box sx={{ gridArea: 'role' }}>
        {canManage ? (
          <Select
            size="small"
            value={member.role}
            disabled={changeRole.isPending}
            onChange={(e) => {
              if (isRole(e.target.value)) void onRole(e.target.value)
            }}
            inputProps={{ 'aria-label': t('members.roleFor', { email: member.email }) }}
            sx={{ minWidth: 140 }}
            fullWidth
          >
            {UNIK_ROLE_VALUES.map((r) => (
              <MenuItem key={r} value={r}>
                {t(`roles.${r}`)}
              </MenuItem>
            ))}
          </Select>
        ) : (
          <RoleChip role={member.role} />
        )}
      </Box>
      <Box sx={{ gridArea: 'joined', whiteSpace: 'nowrap', color: 'text.secondary' }}>
        <Typography component="span" variant="body2" sx={{ display: { sm: 'none' }, mr: 0.5 }}>
          {t('members.joined')}:
        </Typography>
        <Typography component="span" variant="body2">
          {formatDate(member.createdAt, i18n.language)}
        </Typography>
      </Box>
      <Box sx={{ gridArea: 'actions', textAlign: 'right' }}>
        {isSelf ? (
          <Button size="small" color="error" onClick={onRemove}>
            {t('members.leave')}
          </Button>
        ) : (
          canManage && (
            <Button
              size="small"
              color="error"
              onClick={onRemove}
              aria-label={t('members.removeFor', { email: member.email })}
            >
              {t('members.remove')}
            </Button>
          )
        )}
      </Box>
    </Box>
  )
}

export function MembersPanel({ unik }: { unik: TUnik }) {
  const { t } = useTranslation(['uniks', 'translation'])
  const errorText = useErrorText()
  const { user } = useAuth()
  const members = useMembers(unik.id)
  const canManage = hasRoleAtLeast(unik.role, 'admin')
  const [inviting, setInviting] = useState(false)

  return (
    <MainCard
      title={
        <Typography variant="h2" component="h2">
          {t('members.title')}
        </Typography>
      }
      secondary={
        // Owners bring new people in: the link creates an account and the membership with the role.
        unik.role === 'owner' && (
          <Button variant="outlined" startIcon={<LinkIcon />} onClick={() => setInviting(true)}>
            {t('translation:invite.title')}
          </Button>
        )
      }
    >
      <InviteLinkDialog
        open={inviting}
        title={t('translation:invite.title')}
        withRole
        onClose={() => setInviting(false)}
        onCreate={(body) => createInvite(body, unik.id)}
      />
      {canManage ? (
        <AddMemberForm unikId={unik.id} />
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('members.readOnly')}
        </Typography>
      )}
      {members.isPending && <Skeleton variant="rounded" height={120} />}
      {members.isError && <Alert severity="error">{errorText(members.error)}</Alert>}
      {members.isSuccess && (
        <>
          <Box
            aria-hidden
            sx={{
              ...ROW_SX,
              display: { xs: 'none', sm: 'grid' },
              py: 1,
              fontWeight: 600,
              fontSize: 14,
              color: 'text.secondary',
            }}
          >
            <Box sx={{ gridArea: 'email' }}>{t('members.email')}</Box>
            <Box sx={{ gridArea: 'role' }}>{t('members.role')}</Box>
            <Box sx={{ gridArea: 'joined' }}>{t('members.joined')}</Box>
            <Box sx={{ gridArea: 'actions', textAlign: 'right' }}>{t('translation:common.actions')}</Box>
          </Box>
          <Box role="list" aria-label={t('members.title')}>
            {members.data.map((m) => (
              <MemberRow key={m.userId} member={m} unik={unik} isSelf={m.userId === user?.id} />
            ))}
          </Box>
        </>
      )}
    </MainCard>
  )
}

import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Divider from '@mui/material/Divider'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useAuth } from '../auth/authContext'
import { MainCard } from '../../ui/MainCard'
import { ChangePasswordForm } from './ChangePasswordForm'
import { LanguageSwitch } from './LanguageSwitch'

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h2" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  )
}

export default function ProfilePage() {
  const { t } = useTranslation()
  const { user } = useAuth()
  return (
    <MainCard title={t('profile.title')}>
      <Stack spacing={4} divider={<Divider flexItem />}>
        <Section title={t('profile.account')}>
          <Typography variant="body2" color="text.secondary">
            {t('profile.email')}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{user?.email}</Typography>
            {user?.isSuperAdmin && <Chip size="small" color="primary" label={t('profile.superAdmin')} />}
          </Box>
        </Section>
        <Section title={t('profile.changePassword')}>
          <ChangePasswordForm />
        </Section>
        <Section title={t('profile.language')}>
          <LanguageSwitch />
        </Section>
      </Stack>
    </MainCard>
  )
}

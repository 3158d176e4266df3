import Avatar from '@mui/material/Avatar'
import AvatarGroup from '@mui/material/AvatarGroup'
import Box from '@mui/material/Box'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import type { TFlowViewer } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'

/** Who else has this flow open: their emails (on wide screens) and avatars. */
export function FlowViewers({ viewers }: { viewers: TFlowViewer[] }) {
  const { t } = useTranslation('canvas')
  if (viewers.length === 0) return null
  return (
    <Tooltip title={t('header.alsoEditing', { emails: viewers.map((v) => v.email).join(', ') })}>
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
        aria-label={t('header.alsoEditing', { emails: viewers.map((v) => v.email).join(', ') })}
        role="status"
      >
        <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'none', md: 'block' } }}>
          {t('header.alsoEditing', { emails: viewers.map((v) => v.email).join(', ') })}
        </Typography>
        <AvatarGroup max={4} sx={{ '& .MuiAvatar-root': { width: 28, height: 28, fontSize: 13 } }}>
          {viewers.map((v) => (
            <Avatar key={v.userId} alt={v.email}>
              {v.email.slice(0, 1).toUpperCase()}
            </Avatar>
          ))}
        </AvatarGroup>
      </Box>
    </Tooltip>
  )
}

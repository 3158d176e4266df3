import { useNavigate } from 'react-router'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Typography from '@mui/material/Typography'
import Add from '@mui/icons-material/Add'
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined'
import { useTranslation } from 'react-i18next'
import { NEW_AGENTFLOW_TYPES, newAgentflowUrl } from './flow-kinds'

/**
 * The agentflows page of a unik without any: both kinds side by side (Agentflow v2 first, as "Add new"
 * offers it), each with what it is and a button that starts one.
 */
export function AgentflowsEmptyState({ unikId }: { unikId: string }) {
  const { t } = useTranslation('chatflows')
  const navigate = useNavigate()
  return (
    <Box sx={{ textAlign: 'center', py: 5, color: 'text.secondary' }} data-testid="agentflows-empty">
      <AccountTreeOutlined sx={{ fontSize: 56, opacity: 0.5 }} aria-hidden />
      <Typography variant="h3" component="p" sx={{ mt: 1, color: 'text.primary' }}>
        {t('agentflow.emptyTitle')}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {t('agentflow.emptyHint')}
      </Typography>
      <Box
        sx={{
          mt: 3,
          mx: 'auto',
          maxWidth: 760,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          textAlign: 'left',
        }}
      >
        {NEW_AGENTFLOW_TYPES.map((type) => (
          <Card
            key={type}
            variant="outlined"
            sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}
            data-testid={`agentflows-empty-${type}`}
          >
            <Typography
              variant="h4"
              component="h2"
              sx={{ fontSize: 17, fontWeight: 600, color: 'text.primary' }}
            >
              {t(`agentKind.${type}`)}
            </Typography>
            <Typography variant="body2" sx={{ flexGrow: 1 }}>
              {t(`agentflow.emptyKind.${type}`)}
            </Typography>
            <Box>
              <Button
                variant={type === 'AGENTFLOW' ? 'contained' : 'outlined'}
                startIcon={<Add />}
                onClick={() => void navigate(newAgentflowUrl(unikId, type))}
              >
                {t(`agentflow.emptyCreate.${type}`)}
              </Button>
            </Box>
          </Card>
        ))}
      </Box>
    </Box>
  )
}

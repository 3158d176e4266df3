import type { ReactNode } from 'react'
import { Link as RouterLink, useParams } from 'react-router'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import CloudOutlined from '@mui/icons-material/CloudOutlined'
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined'
import TuneOutlined from '@mui/icons-material/TuneOutlined'
import { useTranslation } from 'react-i18next'
import { MainCard } from '../../ui/MainCard'
import { unikPath } from '../chatflows/flow-kinds'

const GRID_SX = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
}

function KindCard(props: {
  title: string
  description: string
  icon: ReactNode
  to?: string
  chip?: string
}) {
  const body = (
    <Box sx={{ p: 2.5, height: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Box sx={{ color: props.to ? 'primary.main' : 'text.disabled', display: 'flex' }}>{props.icon}</Box>
        <Typography variant="h4" component="h2" sx={{ fontSize: 18, fontWeight: 600, flexGrow: 1 }}>
          {props.title}
        </Typography>
        {props.chip && <Chip size="small" label={props.chip} />}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {props.description}
      </Typography>
    </Box>
  )
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={props.title}
      aria-disabled={props.to ? undefined : true}
      sx={{ opacity: props.to ? 1 : 0.7, '&:hover': props.to ? { borderColor: 'primary.main' } : {} }}
    >
      {props.to ? (
        <CardActionArea component={RouterLink} to={props.to} sx={{ height: '100%' }}>
          {body}
        </CardActionArea>
      ) : (
        body
      )}
    </Card>
  )
}

/** The kinds of assistant: custom ones (run here), OpenAI ones (run at the provider), Azure (coming soon). */
export default function AssistantsPage() {
  const { unikId = '' } = useParams()
  const { t } = useTranslation('assistants')
  return (
    <MainCard title={t('landingTitle')}>
      <Box sx={GRID_SX}>
        <KindCard
          title={t('kinds.custom')}
          description={t('kinds.customDescription')}
          icon={<TuneOutlined />}
          to={unikPath(unikId, 'assistants/custom')}
        />
        <KindCard
          title={t('kinds.openai')}
          description={t('kinds.openaiDescription')}
          icon={<SmartToyOutlined />}
          to={unikPath(unikId, 'assistants/openai')}
        />
        <KindCard
          title={t('kinds.azure')}
          description={t('kinds.azureDescription')}
          icon={<CloudOutlined />}
          chip={t('comingSoon')}
        />
      </Box>
    </MainCard>
  )
}

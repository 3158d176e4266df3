import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import type { TTemplateSummary } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { useCatalogueText } from '../../i18n/catalogue-text'

/** The chip colour of a badge (Flowise's POPULAR / NEW); other badges are neutral. */
const BADGE_COLOR: Record<string, 'success' | 'info'> = { POPULAR: 'success', NEW: 'info' }

export function TypeChip({ type }: { type: TTemplateSummary['type'] }) {
  const { t } = useTranslation('templates')
  return <Chip size="small" variant="outlined" label={t(`types.${type}`)} />
}

export function BadgeChip({ badge }: { badge: string | null }) {
  const text = useCatalogueText()
  if (!badge) return null
  return (
    <Chip size="small" color={BADGE_COLOR[badge] ?? 'default'} label={text(badge)} sx={{ fontWeight: 600 }} />
  )
}

/** One template in the marketplace grid: opens its preview; `action` sits in the top corner (delete). */
export function TemplateCard({
  template,
  onOpen,
  action,
}: {
  template: TTemplateSummary
  onOpen: () => void
  action?: ReactNode
}) {
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={template.name}
      sx={{ position: 'relative', display: 'flex', flexDirection: 'column' }}
    >
      <CardActionArea
        onClick={onOpen}
        sx={{ p: 2, flexGrow: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1, pr: action ? 5 : 0 }}>
          <TypeChip type={template.type} />
          {template.framework.map((f) => (
            <Typography key={f} variant="caption" color="text.secondary">
              {f}
            </Typography>
          ))}
          <Box sx={{ flexGrow: 1 }} />
          <BadgeChip badge={template.badge} />
        </Box>
        <Typography
          variant="h4"
          component="h3"
          sx={{ mb: 0.5, fontSize: 17, fontWeight: 600, lineHeight: 1.3 }}
        >
          {template.name}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {template.description}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        {template.usecases.length > 0 && (
          <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mt: 1.5 }}>
            {template.usecases.map((u) => (
              <Chip key={u} size="small" label={u} sx={{ height: 22, fontSize: 12 }} />
            ))}
          </Box>
        )}
      </CardActionArea>
      {action && <Box sx={{ position: 'absolute', top: 8, right: 8 }}>{action}</Box>}
    </Card>
  )
}

import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'

const MONO = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 12 }

/** One chunk: its number, size, text (clamped) and metadata; clickable when `onClick` is given. */
export function ChunkCard({
  index,
  pageContent,
  metadata,
  onClick,
  extra,
}: {
  index: number
  pageContent: string
  metadata: Record<string, unknown>
  onClick?: () => void
  /** Shown in the header (a score …). */
  extra?: ReactNode
}) {
  const { t } = useTranslation('document-store')
  const body = (
    <Box sx={{ p: 1.5, width: '100%' }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <Chip size="small" label={`#${index}`} />
        <Typography variant="caption" color="text.secondary">
          {t('charCount', { count: pageContent.length })}
        </Typography>
        {extra}
      </Box>
      <Typography
        variant="body2"
        data-testid="chunk-text"
        sx={{
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          display: '-webkit-box',
          WebkitLineClamp: 8,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        {pageContent}
      </Typography>
      {Object.keys(metadata).length > 0 && (
        <Box
          component="pre"
          sx={{
            ...MONO,
            mt: 1,
            mb: 0,
            p: 1,
            borderRadius: 1,
            bgcolor: 'action.hover',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            maxHeight: 120,
            overflowY: 'auto',
          }}
        >
          {JSON.stringify(metadata, null, 2)}
        </Box>
      )}
    </Box>
  )
  return (
    <Card variant="outlined" data-testid="chunk-card">
      {onClick ? <CardActionArea onClick={onClick}>{body}</CardActionArea> : body}
    </Card>
  )
}

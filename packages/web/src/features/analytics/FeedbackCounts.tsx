import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import ThumbDownOutlined from '@mui/icons-material/ThumbDownOutlined'
import ThumbUpOutlined from '@mui/icons-material/ThumbUpOutlined'
import { useTranslation } from 'react-i18next'
import { useFormats } from './format'

/** Thumbs up and down counts with icons (emoji are missing from some systems' fonts). */
export function FeedbackCounts({ up, down }: { up: number; down: number }) {
  const { t } = useTranslation('analytics')
  const f = useFormats()
  const item = (icon: ReactNode, label: string, value: number) => (
    <Box
      component="span"
      title={label}
      aria-label={`${label}: ${f.number(value)}`}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      {icon}
      {f.number(value)}
    </Box>
  )
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5, '& svg': { fontSize: '1em' } }}
    >
      {item(<ThumbUpOutlined aria-hidden />, t('charts.thumbsUp'), up)}
      {item(<ThumbDownOutlined aria-hidden />, t('charts.thumbsDown'), down)}
    </Box>
  )
}

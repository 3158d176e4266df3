import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import Divider from '@mui/material/Divider'
import Typography from '@mui/material/Typography'
import type { SxProps, Theme } from '@mui/material/styles'
import { CARD_MAX_WIDTH } from '../config/constants'

interface MainCardProps {
  title?: ReactNode
  /** Rendered at the right of the title row (buttons, search …). */
  secondary?: ReactNode
  /** Darker title bar. */
  darkTitle?: boolean
  children: ReactNode
  sx?: SxProps<Theme>
}

/** The page container of the spec: optional title and secondary action, at most 1280px wide. */
export function MainCard({ title, secondary, darkTitle = false, children, sx }: MainCardProps) {
  const hasHeader = title !== undefined || secondary !== undefined
  return (
    <Card
      variant="outlined"
      sx={[{ maxWidth: CARD_MAX_WIDTH, mx: 'auto', width: '100%' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {hasHeader && (
        <>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: 2,
              px: { xs: 2, sm: 3 },
              py: 2,
              bgcolor: darkTitle ? 'action.hover' : undefined,
            }}
          >
            {typeof title === 'string' ? (
              <Typography variant="h1" component="h1" sx={{ flexGrow: 1, minWidth: 0 }}>
                {title}
              </Typography>
            ) : (
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>{title}</Box>
            )}
            {secondary}
          </Box>
          <Divider />
        </>
      )}
      <Box sx={{ p: { xs: 2, sm: 3 } }}>{children}</Box>
    </Card>
  )
}

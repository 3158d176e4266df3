import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import Typography from '@mui/material/Typography'

const GRID_SX = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
}

/** The cards of an assistants list page, two or three a row. */
export function AssistantCardGrid(props: { children: ReactNode }) {
  return <Box sx={GRID_SX}>{props.children}</Box>
}

/**
 * One assistant of a list page: its icon, name and model, what the page shows below (`children`), and
 * its row actions in the bottom right. With `to`, the card's body is a link to the assistant.
 */
export function AssistantCard(props: {
  name: string
  model: string
  iconSrc: string | null
  /** Shown when there is no icon, or it does not load. */
  icon: ReactNode
  to?: string
  children: ReactNode
  actions: ReactNode
}) {
  const body = (
    <>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mb: 1, minWidth: 0 }}>
        <Avatar
          variant="rounded"
          src={props.iconSrc ?? undefined}
          alt=""
          sx={{ width: 40, height: 40, bgcolor: 'primary.light', color: 'primary.dark' }}
        >
          {props.icon}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography
            variant="h4"
            component="h3"
            noWrap
            title={props.name}
            sx={{ fontSize: 16, fontWeight: 600 }}
          >
            {props.name}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap component="p">
            {props.model}
          </Typography>
        </Box>
      </Box>
      {props.children}
    </>
  )
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={props.name}
      sx={
        props.to
          ? { position: 'relative', '&:hover': { borderColor: 'primary.main' } }
          : { p: 2, pb: 6, position: 'relative' }
      }
    >
      {props.to ? (
        <CardActionArea
          component={RouterLink}
          to={props.to}
          sx={{ p: 2, pb: 5.5, height: '100%', alignItems: 'flex-start', justifyContent: 'flex-start' }}
        >
          {body}
        </CardActionArea>
      ) : (
        body
      )}
      <Box sx={{ position: 'absolute', right: 8, bottom: 6, display: 'flex', gap: 0.5 }}>{props.actions}</Box>
    </Card>
  )
}

import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Link from '@mui/material/Link'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useDateText } from '../../../ui/unik-lists'

export interface RecentItem {
  id: string
  name: string
  /** A chip-like note after the name (the flow's kind, the store's status). */
  note?: string
  updatedAt: string
  to: string
}

/** One of the dashboard's "recently changed" cards: its count, the items, "View all", or what to do first. */
export function RecentCard(props: {
  title: string
  count: number
  items: RecentItem[]
  allTo: string
  empty: string
  /** What to start with when there is nothing yet (a link button). */
  action?: ReactNode
}) {
  const { t } = useTranslation(['uniks'])
  const dateText = useDateText()
  const headingId = `recent-${props.allTo.split('/').pop() ?? ''}`
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: 2, display: 'flex', flexDirection: 'column' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
        <Typography
          id={headingId}
          variant="h5"
          component="h2"
          sx={{ fontSize: 16, fontWeight: 600, flexGrow: 1 }}
        >
          {props.title}
        </Typography>
        <Typography
          variant="h5"
          component="span"
          color="text.secondary"
          aria-label={t('dashboard.total', { count: props.count })}
        >
          {props.count}
        </Typography>
      </Box>
      {props.items.length === 0 ? (
        <Box sx={{ py: 2, flexGrow: 1 }}>
          <Typography color="text.secondary" variant="body2" sx={{ mb: 1.5 }}>
            {props.empty}
          </Typography>
          {props.action}
        </Box>
      ) : (
        <List dense disablePadding sx={{ flexGrow: 1, my: 1 }}>
          {props.items.map((item) => (
            <ListItem key={item.id} disableGutters sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
              <Link
                component={RouterLink}
                to={item.to}
                underline="hover"
                noWrap
                sx={{ flexGrow: 1, minWidth: 0, fontWeight: 500 }}
              >
                {item.name || t('dashboard.unnamed')}
              </Link>
              {item.note && (
                <Typography variant="caption" color="text.secondary" noWrap>
                  {item.note}
                </Typography>
              )}
              <Typography variant="caption" color="text.secondary" noWrap sx={{ flexShrink: 0 }}>
                {dateText(item.updatedAt, true)}
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
      <Box>
        <Button size="small" component={RouterLink} to={props.allTo}>
          {t('dashboard.viewAll')}
        </Button>
      </Box>
    </Card>
  )
}

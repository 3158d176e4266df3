import { useState } from 'react'
import { Link as RouterLink, useLocation } from 'react-router'
import Chip from '@mui/material/Chip'
import Collapse from '@mui/material/Collapse'
import Divider from '@mui/material/Divider'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import ListSubheader from '@mui/material/ListSubheader'
import Typography from '@mui/material/Typography'
import ExpandLess from '@mui/icons-material/ExpandLess'
import ExpandMore from '@mui/icons-material/ExpandMore'
import OpenInNew from '@mui/icons-material/OpenInNew'
import { useTranslation } from 'react-i18next'
import { isItemSelected, type MenuNode } from './menuItems'

interface MenuProps {
  items: MenuNode[]
  /** Called after an item was chosen (closes the temporary drawer on small screens). */
  onNavigate?: () => void
}

function BetaChip() {
  const { t } = useTranslation('menu')
  return <Chip label={t('beta')} size="small" color="secondary" sx={{ height: 20, fontSize: 11, ml: 1 }} />
}

function MenuError() {
  const { t } = useTranslation('menu')
  return (
    <Typography variant="body2" color="error" align="center" sx={{ py: 1 }}>
      {t('itemsError')}
    </Typography>
  )
}

function MenuItem({ item, level, onNavigate }: { item: MenuNode; level: number; onNavigate?: () => void }) {
  const { t } = useTranslation('menu')
  const { pathname } = useLocation()
  const Icon = item.icon
  const title = item.title ? t(item.title) : item.id
  const content = (
    <>
      {Icon && (
        <ListItemIcon sx={{ minWidth: 36 }}>
          <Icon fontSize="small" />
        </ListItemIcon>
      )}
      <ListItemText primary={title} />
      {item.isBeta && <BetaChip />}
      {item.external && <OpenInNew fontSize="inherit" sx={{ opacity: 0.6, ml: 1 }} aria-hidden />}
    </>
  )
  const sx = { borderRadius: 2, mb: 0.5, pl: 1.5 + level * 2 }
  if (item.external && item.url) {
    return (
      <ListItemButton component="a" href={item.url} target="_blank" rel="noopener noreferrer" sx={sx}>
        {content}
      </ListItemButton>
    )
  }
  const selected = isItemSelected(item, pathname)
  return (
    <ListItemButton
      component={RouterLink}
      to={item.url ?? '/'}
      selected={selected}
      aria-current={selected ? 'page' : undefined}
      onClick={onNavigate}
      sx={sx}
    >
      {content}
    </ListItemButton>
  )
}

function MenuCollapse({
  item,
  level,
  onNavigate,
}: {
  item: MenuNode
  level: number
  onNavigate?: () => void
}) {
  const { t } = useTranslation('menu')
  const { pathname } = useLocation()
  const hasSelected = (item.children ?? []).some((c) => isItemSelected(c, pathname))
  const [open, setOpen] = useState(hasSelected)
  const Icon = item.icon
  return (
    <>
      <ListItemButton
        onClick={() => setOpen((v) => !v)}
        aria-expanded={open}
        sx={{ borderRadius: 2, mb: 0.5 }}
      >
        {Icon && (
          <ListItemIcon sx={{ minWidth: 36 }}>
            <Icon fontSize="small" />
          </ListItemIcon>
        )}
        <ListItemText primary={item.title ? t(item.title) : item.id} />
        {item.isBeta && <BetaChip />}
        {open ? <ExpandLess /> : <ExpandMore />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List disablePadding>{renderNodes(item.children ?? [], level + 1, onNavigate)}</List>
      </Collapse>
    </>
  )
}

function MenuGroup({ item, onNavigate }: { item: MenuNode; onNavigate?: () => void }) {
  const { t } = useTranslation('menu')
  return (
    <List
      disablePadding
      subheader={
        item.title ? (
          <ListSubheader disableSticky sx={{ bgcolor: 'transparent', lineHeight: '32px', px: 1.5 }}>
            {t(item.title)}
          </ListSubheader>
        ) : undefined
      }
      sx={{ mb: 1 }}
    >
      {renderNodes(item.children ?? [], 0, onNavigate)}
    </List>
  )
}

function renderNodes(nodes: MenuNode[], level: number, onNavigate?: () => void) {
  return nodes.map((node) => {
    switch (node.type) {
      case 'group':
        return <MenuGroup key={node.id} item={node} onNavigate={onNavigate} />
      case 'collapse':
        return <MenuCollapse key={node.id} item={node} level={level} onNavigate={onNavigate} />
      case 'item':
        return <MenuItem key={node.id} item={node} level={level} onNavigate={onNavigate} />
      case 'divider':
        return <Divider key={node.id} sx={{ my: 1 }} />
      default:
        return <MenuError key={node.id} />
    }
  })
}

export function MenuList({ items, onNavigate }: MenuProps) {
  return <>{renderNodes(items, 0, onNavigate)}</>
}

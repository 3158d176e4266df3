import { memo, useCallback, useMemo, useState, type DragEvent } from 'react'
import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Box from '@mui/material/Box'
import ClickAwayListener from '@mui/material/ClickAwayListener'
import Fab from '@mui/material/Fab'
import InputAdornment from '@mui/material/InputAdornment'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Paper from '@mui/material/Paper'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import TextField from '@mui/material/TextField'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import Add from '@mui/icons-material/Add'
import Close from '@mui/icons-material/Close'
import ExpandMore from '@mui/icons-material/ExpandMore'
import Search from '@mui/icons-material/Search'
import { isLlamaIndexNode, type TPublicNodeDescriptor } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { nodeIconUrl } from '../../../api/nodes'
import { useCardTexts } from '../nodes/card-texts'
import { LlamaIndexChip, NodeBadgeChip } from '../nodes/NodeBadgeChip'
import { fuzzyFilter } from './fuzzy'
import {
  groupByCategory,
  PALETTE_DRAG_TYPE,
  paletteGroupOf,
  paletteTabOf,
  RECENT_GROUP,
  searchKeysOf,
  sortAgentflowV2,
  withRecentGroup,
  type PaletteTab,
} from './palette-groups'
import { readRecentNodes, rememberNode } from './recent-nodes'

interface NodePaletteProps {
  descriptors: readonly TPublicNodeDescriptor[]
  /** The tabs this flow's kind offers (`paletteTabsFor`), the first one open. */
  tabs: readonly PaletteTab[]
  /** Nodes the flow cannot take now (an Agentflow v2's second Start), with the reason shown on hover. */
  unavailable?: ReadonlyMap<string, string>
  onAdd: (name: string) => void
  /** The panel is open (the canvas opens it too, from its empty-canvas hint). */
  open: boolean
  onOpenChange: (open: boolean) => void
}

const PaletteItem = memo(function PaletteItem({
  d,
  unavailable,
  onAdd,
}: {
  d: TPublicNodeDescriptor
  unavailable: string | undefined
  onAdd: (name: string) => void
}) {
  const { text } = useCardTexts()
  const onDragStart = (e: DragEvent) => {
    rememberNode(d.name)
    e.dataTransfer.setData(PALETTE_DRAG_TYPE, d.name)
    e.dataTransfer.effectAllowed = 'move'
  }
  const disabled = unavailable !== undefined
  // Flowise's LlamaIndex twins share their LangChain node's label: the chip tells them apart.
  const llamaIndex = isLlamaIndexNode(d)
  const item = (
    <ListItemButton
      draggable={!disabled}
      disabled={disabled}
      aria-description={unavailable}
      onDragStart={onDragStart}
      onClick={() => onAdd(d.name)}
      sx={{ gap: 1.5, borderRadius: 1, cursor: 'grab' }}
    >
      <Box
        sx={{
          width: 36,
          height: 36,
          borderRadius: '50%',
          bgcolor: 'common.white',
          display: 'grid',
          placeItems: 'center',
          flexShrink: 0,
          boxShadow: 1,
        }}
      >
        <img src={nodeIconUrl(d.name)} alt="" width={24} height={24} loading="lazy" draggable={false} />
      </Box>
      <ListItemText
        primary={
          d.badge || llamaIndex ? (
            <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              {text(d.label)}
              {llamaIndex && <LlamaIndexChip />}
              <NodeBadgeChip badge={d.badge} />
            </Box>
          ) : (
            text(d.label)
          )
        }
        secondary={text(d.description)}
        slotProps={{
          secondary: {
            sx: {
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            },
          },
        }}
      />
    </ListItemButton>
  )
  if (!disabled) return item
  // A disabled button gets no pointer events: the wrapper shows why it cannot be added.
  return (
    <Tooltip title={unavailable} placement="right">
      <Box data-testid={`palette-unavailable-${d.name}`}>{item}</Box>
    </Tooltip>
  )
})

/** The "Add nodes" panel: search, tabs per kind of flow, categories, drag onto the canvas (or click). */
/** The attribute that marks a button outside the palette which opens it. */
export const PALETTE_OPENER = 'data-palette-opener'

export function NodePalette({ descriptors, tabs, unavailable, onAdd, open, onOpenChange }: NodePaletteProps) {
  const { t } = useTranslation('canvas')
  const { text } = useCardTexts()
  const [query, setQuery] = useState('')
  const [tab, setTab] = useState<PaletteTab>(tabs[0] ?? 'chatflow')
  const [recent, setRecent] = useState(readRecentNodes)
  // Each time the panel opens: a fresh search, and the recent list read again (a drag onto the canvas
  // remembers its node on the way).
  const [wasOpen, setWasOpen] = useState(open)
  if (open !== wasOpen) {
    setWasOpen(open)
    if (open) {
      setRecent(readRecentNodes())
      setQuery('')
    }
  }
  const [expanded, setExpanded] = useState<string | false>(RECENT_GROUP)
  const searching = query.trim() !== ''
  const groups = useMemo(() => {
    const inTab = descriptors.filter((d) => paletteTabOf(d) === tab)
    if (!searching) {
      const ordered = tab === 'agentflowV2' ? sortAgentflowV2(inTab) : inTab
      return withRecentGroup(groupByCategory(ordered, paletteGroupOf), recent, inTab)
    }
    // Found by what the palette shows and by the catalogue's English (the names Flowise's docs use).
    const found = fuzzyFilter(inTab, query, (d) => [text(d.label), text(d.description), ...searchKeysOf(d)])
    return groupByCategory(found, paletteGroupOf)
  }, [descriptors, tab, query, searching, recent, text])
  const add = useCallback(
    (name: string) => {
      setRecent(rememberNode(name))
      onAdd(name)
    },
    [onAdd],
  )

  return (
    <ClickAwayListener
      onClickAway={(e) => {
        // A button elsewhere that opens the palette (the empty canvas's) must not close it right away.
        if (e.target instanceof Element && e.target.closest(`[${PALETTE_OPENER}]`)) return
        onOpenChange(false)
      }}
    >
      <Box sx={{ position: 'absolute', top: 16, left: 16, zIndex: 10 }}>
        <Fab
          size="small"
          color="primary"
          aria-label={t('palette.addNodes')}
          aria-expanded={open}
          onClick={() => onOpenChange(!open)}
        >
          {open ? <Close /> : <Add />}
        </Fab>
        {open && (
          <Paper
            elevation={8}
            sx={{
              mt: 1,
              // Three tabs: wide enough that "Последовательные агенты" is not clipped in Russian.
              width: 420,
              maxHeight: 'calc(100vh - 200px)',
              display: 'flex',
              flexDirection: 'column',
              borderRadius: 2,
            }}
          >
            <Box sx={{ p: 2, pb: 1 }}>
              <Typography variant="h4" component="h2" sx={{ mb: 1.5, fontSize: 18 }}>
                {t('palette.title')}
              </Typography>
              <TextField
                autoFocus
                fullWidth
                size="small"
                label={t('palette.search')}
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                slotProps={{
                  input: {
                    startAdornment: (
                      <InputAdornment position="start">
                        <Search fontSize="small" />
                      </InputAdornment>
                    ),
                  },
                }}
              />
              {tabs.length > 1 && (
                <Tabs
                  value={tab}
                  onChange={(_e, next: PaletteTab) => setTab(next)}
                  variant="fullWidth"
                  sx={{ mt: 1 }}
                >
                  {tabs.map((value) => (
                    <Tab
                      key={value}
                      value={value}
                      label={t(`palette.tabs.${value}`)}
                      sx={{ minWidth: 0, px: 1 }}
                    />
                  ))}
                </Tabs>
              )}
            </Box>
            <Box sx={{ overflowY: 'auto', px: 1, pb: 1 }}>
              {groups.length === 0 && (
                <Typography color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
                  {t('palette.noMatches')}
                </Typography>
              )}
              {groups.map(({ category, items }) => (
                <Accordion
                  key={category}
                  disableGutters
                  elevation={0}
                  expanded={searching || expanded === category}
                  onChange={(_e, isOpen) => setExpanded(isOpen ? category : false)}
                  sx={{ bgcolor: 'transparent', '&:before': { display: 'none' } }}
                >
                  <AccordionSummary expandIcon={<ExpandMore />}>
                    <Typography sx={{ fontWeight: 500 }}>
                      {t(`palette.categories.${category}`, { defaultValue: category })}{' '}
                      <Box component="span" sx={{ color: 'text.secondary' }}>
                        ({items.length})
                      </Box>
                    </Typography>
                  </AccordionSummary>
                  <AccordionDetails sx={{ p: 0 }}>
                    <List dense disablePadding>
                      {items.map((d) => (
                        <PaletteItem key={d.name} d={d} unavailable={unavailable?.get(d.name)} onAdd={add} />
                      ))}
                    </List>
                  </AccordionDetails>
                </Accordion>
              ))}
            </Box>
          </Paper>
        )}
      </Box>
    </ClickAwayListener>
  )
}

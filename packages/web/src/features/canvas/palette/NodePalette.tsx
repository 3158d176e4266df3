import { useCallback, useMemo, useState } from 'react'
import Box from '@mui/material/Box'
import ClickAwayListener from '@mui/material/ClickAwayListener'
import Fab from '@mui/material/Fab'
import Paper from '@mui/material/Paper'
import Add from '@mui/icons-material/Add'
import Close from '@mui/icons-material/Close'
import type { TPublicNodeDescriptor } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { useCardTexts } from '../nodes/card-texts'
import { fuzzyFilter } from './fuzzy'
import {
  groupByCategory,
  paletteGroupOf,
  paletteTabOf,
  RECENT_GROUP,
  searchKeysOf,
  sortAgentflowV2,
  withRecentGroup,
  type PaletteTab,
} from './palette-groups'
import { PaletteGroups } from './PaletteGroups'
import { PaletteSearchHeader } from './PaletteSearchHeader'
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
            <PaletteSearchHeader query={query} onQuery={setQuery} tabs={tabs} tab={tab} onTab={setTab} />
            <PaletteGroups
              groups={groups}
              searching={searching}
              expanded={expanded}
              onExpanded={setExpanded}
              unavailable={unavailable}
              onAdd={add}
            />
          </Paper>
        )}
      </Box>
    </ClickAwayListener>
  )
}

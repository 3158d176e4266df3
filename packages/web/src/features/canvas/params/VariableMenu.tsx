import { useState } from 'react'
import ListItemText from '@mui/material/ListItemText'
import ListSubheader from '@mui/material/ListSubheader'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { getIncomingEdges, makeNodeReference } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { useCanvasActions } from '../CanvasContext'

/** MUI's DataObject icon path. */
const DATA_OBJECT_ICON =
  'M4 7v2c0 .55-.45 1-1 1H2v4h1c.55 0 1 .45 1 1v2c0 1.65 1.35 3 3 3h3v-2H7c-.55 0-1-.45-1-1v-2c0-1.3-.84-2.42-2-2.83v-.34C5.16 11.42 6 10.3 6 9V7c0-.55.45-1 1-1h3V4H7C5.35 4 4 5.35 4 7m17 3c-.55 0-1-.45-1-1V7c0-1.65-1.35-3-3-3h-3v2h3c.55 0 1 .45 1 1v2c0 1.3.84 2.42 2 2.83v.34c-1.16.41-2 1.52-2 2.83v2c0 .55-.45 1-1 1h-3v2h3c1.65 0 3-1.35 3-3v-2c0-.55.45-1 1-1h1v-4z'

type Variable = { value: string; label: string; hint: string }

/** Flow variables Flowise resolves in variable-accepting inputs. */
const FLOW_VARIABLES = ['{{question}}', '{{chat_history}}']

/** A button listing the variables an input may use: flow variables and the outputs of connected nodes. */
export function VariableMenu({ nodeId, onInsert }: { nodeId: string; onInsert: (text: string) => void }) {
  const { t } = useTranslation('canvas')
  const { getFlow } = useCanvasActions()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [connected, setConnected] = useState<Variable[]>([])

  const open = (el: HTMLElement) => {
    const flow = getFlow()
    const sources = new Set(getIncomingEdges(flow.edges, nodeId).map((e) => e.source))
    setConnected(
      flow.nodes
        .filter((n) => sources.has(n.id))
        .map((n) => ({ value: makeNodeReference(n.id), label: n.data.label ?? n.data.name, hint: n.id })),
    )
    setAnchor(el)
  }
  const pick = (value: string) => {
    setAnchor(null)
    onInsert(value)
  }

  return (
    <>
      {/* A native button: cards show many of these, MUI's IconButton and Tooltip cost too much each. */}
      <button
        type="button"
        className="uf-icon-btn nodrag"
        title={t('variables.insert')}
        aria-label={t('variables.insert')}
        onClick={(e) => open(e.currentTarget)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d={DATA_OBJECT_ICON} />
        </svg>
      </button>
      {anchor && (
        <Menu anchorEl={anchor} open onClose={() => setAnchor(null)}>
          <ListSubheader>{t('variables.flow')}</ListSubheader>
          {FLOW_VARIABLES.map((v) => (
            <MenuItem key={v} onClick={() => pick(v)}>
              <ListItemText
                primary={v}
                secondary={t(v === '{{question}}' ? 'variables.question' : 'variables.chatHistory')}
              />
            </MenuItem>
          ))}
          <ListSubheader>{t('variables.nodes')}</ListSubheader>
          {connected.length === 0 && (
            <MenuItem disabled>
              <ListItemText secondary={t('variables.noConnected')} />
            </MenuItem>
          )}
          {connected.map((v) => (
            <MenuItem key={v.value} onClick={() => pick(v.value)}>
              <ListItemText primary={v.label} secondary={v.hint} />
            </MenuItem>
          ))}
        </Menu>
      )}
    </>
  )
}

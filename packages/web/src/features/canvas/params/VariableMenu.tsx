import { useState } from 'react'
import IconButton from '@mui/material/IconButton'
import ListItemText from '@mui/material/ListItemText'
import ListSubheader from '@mui/material/ListSubheader'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Tooltip from '@mui/material/Tooltip'
import DataObject from '@mui/icons-material/DataObject'
import { getIncomingEdges, makeNodeReference } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { useCanvasActions } from '../CanvasContext'

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
      <Tooltip title={t('variables.insert')}>
        <IconButton
          size="small"
          aria-label={t('variables.insert')}
          onClick={(e) => open(e.currentTarget)}
          className="nodrag"
        >
          <DataObject fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
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
    </>
  )
}

import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import type { TFlowDiff, TNodeRef } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { useCatalogueText } from '../../../i18n/catalogue-text'

const MAX_VALUE = 400

/** A parameter value as text: strings as they are, the rest as JSON, long ones cut. */
function valueText(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—'
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE)}…` : text
}

const mono = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: 12,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
  verticalAlign: 'top',
} as const

function NodeList({ title, nodes, color }: { title: string; nodes: readonly TNodeRef[]; color: string }) {
  const text = useCatalogueText()
  if (nodes.length === 0) return null
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle2">{title}</Typography>
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
        {nodes.map((node) => (
          <Box component="li" key={node.id} sx={{ color }}>
            <Typography variant="body2" component="span" sx={{ color: 'text.primary' }}>
              {text(node.label)}
            </Typography>
            <Typography variant="caption" component="span" sx={{ ml: 1, color: 'text.secondary' }}>
              {node.id}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  )
}

/**
 * What restoring a version changes on the current flow (`diffFlows(current, version)`): nodes it adds
 * and removes, and each changed parameter with the current value beside the version's. `texts` names the
 * key group of its words (the same keys as `history.diff`): a release says live and draft instead.
 */
export function VersionDiff({
  diff,
  texts = 'history.diff',
}: {
  diff: TFlowDiff
  texts?: 'history.diff' | 'releases.diff'
}) {
  const { t } = useTranslation('canvas')
  const text = useCatalogueText()
  const chips: ReactNode[] = []
  const chip = (key: string, label: string, color: 'success' | 'error' | 'warning' | 'default') =>
    chips.push(<Chip key={key} size="small" variant="outlined" color={color} label={label} />)
  if (diff.addedNodes.length)
    chip('added', t(`${texts}.addsNodes`, { count: diff.addedNodes.length }), 'success')
  if (diff.removedNodes.length)
    chip('removed', t(`${texts}.removesNodes`, { count: diff.removedNodes.length }), 'error')
  if (diff.changedNodes.length)
    chip('changed', t(`${texts}.changesNodes`, { count: diff.changedNodes.length }), 'warning')
  if (diff.addedEdges || diff.removedEdges)
    chip('edges', t(`${texts}.edges`, { added: diff.addedEdges, removed: diff.removedEdges }), 'default')
  return (
    <Box data-testid="history-diff">
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {t(`${texts}.title`)}
      </Typography>
      {chips.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t(`${texts}.same`)}
        </Typography>
      ) : (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{chips}</Box>
      )}
      <NodeList title={t(`${texts}.addedTitle`)} nodes={diff.addedNodes} color="success.main" />
      <NodeList title={t(`${texts}.removedTitle`)} nodes={diff.removedNodes} color="error.main" />
      {diff.changedNodes.map((node) => (
        <Box key={node.id} sx={{ mt: 2 }}>
          <Typography variant="subtitle2">
            {t(`${texts}.changedTitle`, { label: text(node.label) })}
            <Typography variant="caption" component="span" sx={{ ml: 1, color: 'text.secondary' }}>
              {node.id}
            </Typography>
          </Typography>
          <Table size="small" sx={{ mt: 0.5, tableLayout: 'fixed' }} aria-label={node.label}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: '28%' }}>{t(`${texts}.parameter`)}</TableCell>
                <TableCell>{t(`${texts}.current`)}</TableCell>
                <TableCell>{t(`${texts}.version`)}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {node.params.map((param) => (
                <TableRow key={param.name}>
                  <TableCell sx={{ fontWeight: 600 }} title={param.name}>
                    {text(param.label)}
                  </TableCell>
                  <TableCell sx={{ ...mono, bgcolor: 'action.hover' }}>{valueText(param.before)}</TableCell>
                  <TableCell sx={mono}>{valueText(param.after)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      ))}
    </Box>
  )
}

import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import type { TFlowVersionSummary } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { useDateText } from '../../../ui/unik-lists'

/** The saved versions, newest first: number (and which one the canvas holds), when, who, how big. */
export function VersionList({
  versions,
  selectedId,
  loadedVersion,
  onSelect,
}: {
  versions: readonly TFlowVersionSummary[]
  selectedId: string | null
  loadedVersion: number
  onSelect: (id: string) => void
}) {
  const { t } = useTranslation('canvas')
  const dateText = useDateText()
  return (
    <List
      dense
      sx={{ flexShrink: 0, maxHeight: '40vh', overflowY: 'auto' }}
      aria-label={t('history.versions')}
    >
      {versions.map((v) => (
        <ListItemButton key={v.id} selected={v.id === selectedId} onClick={() => onSelect(v.id)}>
          <ListItemText
            primary={
              <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                {t('history.version', { version: v.version })}
                {v.version === loadedVersion && (
                  <Chip size="small" color="primary" label={t('history.current')} />
                )}
              </Box>
            }
            secondary={
              <>
                {dateText(v.createdAt)} · {v.createdBy?.email ?? t('history.unknownAuthor')}
                <br />
                {t('history.counts', { nodes: v.nodeCount, edges: v.edgeCount })}
              </>
            }
          />
        </ListItemButton>
      ))}
    </List>
  )
}

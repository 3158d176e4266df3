import { useState } from 'react'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import DriveFileRenameOutline from '@mui/icons-material/DriveFileRenameOutline'
import { useTranslation } from 'react-i18next'
import { NameEditor } from './NameEditor'

/** The flow's name in the canvas header (a star while unsaved), and renaming it in place. */
export function FlowTitle({
  name,
  placeholder,
  isDirty,
  onRename,
}: {
  name: string
  placeholder: string
  isDirty: boolean
  onRename: (name: string) => void
}) {
  const { t } = useTranslation('canvas')
  const [editing, setEditing] = useState(false)
  if (editing)
    return (
      <NameEditor
        name={name}
        onCancel={() => setEditing(false)}
        onDone={(next) => {
          setEditing(false)
          onRename(next)
        }}
      />
    )
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
      <Typography
        variant="h4"
        component="h1"
        noWrap
        sx={{ color: name ? 'text.primary' : 'text.secondary', fontSize: 20, fontWeight: 600 }}
      >
        {name || placeholder}
        {isDirty && (
          <Box component="span" sx={{ color: 'warning.main' }} title={t('header.unsaved')}>
            &nbsp;*
          </Box>
        )}
      </Typography>
      <Tooltip title={t('header.rename')}>
        <IconButton size="small" aria-label={t('header.rename')} onClick={() => setEditing(true)}>
          <DriveFileRenameOutline fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  )
}

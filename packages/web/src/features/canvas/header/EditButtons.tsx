import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import Redo from '@mui/icons-material/Redo'
import SaveOutlined from '@mui/icons-material/SaveOutlined'
import Undo from '@mui/icons-material/Undo'
import { useTranslation } from 'react-i18next'
import type { CanvasHeaderProps } from './canvas-header-props'

/** Undo, Redo and Save in the canvas header. */
export function EditButtons({
  saving,
  canUndo,
  canRedo,
  onUndo,
  onRedo,
  onSave,
}: Pick<CanvasHeaderProps, 'saving' | 'canUndo' | 'canRedo' | 'onUndo' | 'onRedo' | 'onSave'>) {
  const { t } = useTranslation('canvas')
  return (
    <>
      <Tooltip title={t('header.undo')}>
        <span>
          <IconButton aria-label={t('header.undo')} onClick={onUndo} disabled={!canUndo}>
            <Undo />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={t('header.redo')}>
        <span>
          <IconButton aria-label={t('header.redo')} onClick={onRedo} disabled={!canRedo}>
            <Redo />
          </IconButton>
        </span>
      </Tooltip>
      <Button
        variant="contained"
        onClick={onSave}
        disabled={saving}
        startIcon={saving ? <CircularProgress size={16} color="inherit" /> : <SaveOutlined />}
      >
        {t('header.save')}
      </Button>
    </>
  )
}

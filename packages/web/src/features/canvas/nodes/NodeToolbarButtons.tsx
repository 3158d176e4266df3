import type { ReactNode } from 'react'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined'
import DeleteOutline from '@mui/icons-material/DeleteOutlined'
import { useTranslation } from 'react-i18next'
import { useCanvasActions } from '../CanvasContext'

/** One button of the toolbar beside a hovered or selected node; its tooltip is its name. */
export function NodeToolbarButton({
  label,
  onClick,
  children,
}: {
  label: string
  onClick: () => void
  children: ReactNode
}) {
  return (
    <Tooltip title={label} placement="right">
      <IconButton size="small" aria-label={label} onClick={onClick}>
        {children}
      </IconButton>
    </Tooltip>
  )
}

/** Duplicate and delete, the buttons every node's toolbar starts with. */
export function DuplicateDeleteButtons({ id }: { id: string }) {
  const { t } = useTranslation('canvas')
  const actions = useCanvasActions()
  return (
    <>
      <NodeToolbarButton label={t('node.duplicate')} onClick={() => actions.duplicateNode(id)}>
        <ContentCopyOutlined fontSize="small" />
      </NodeToolbarButton>
      <NodeToolbarButton label={t('node.delete')} onClick={() => actions.deleteNode(id)}>
        <DeleteOutline fontSize="small" />
      </NodeToolbarButton>
    </>
  )
}

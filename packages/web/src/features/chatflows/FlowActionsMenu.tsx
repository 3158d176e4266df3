import ViewInArOutlined from '@mui/icons-material/ViewInArOutlined'
import { lazy, Suspense, useState, type ReactNode } from 'react'
import IconButton from '@mui/material/IconButton'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import type { SxProps, Theme } from '@mui/material/styles'
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined'
import DeleteOutline from '@mui/icons-material/DeleteOutlined'
import DriveFileRenameOutline from '@mui/icons-material/DriveFileRenameOutline'
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined'
import ForumOutlined from '@mui/icons-material/ForumOutlined'
import MoreVert from '@mui/icons-material/MoreVert'
import ContactMailOutlined from '@mui/icons-material/ContactMailOutlined'
import IosShare from '@mui/icons-material/IosShare'
import TuneOutlined from '@mui/icons-material/TuneOutlined'
import type { TChatflowSummary } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { useNotify } from '../../ui/useNotify'
import { useRenameChatflow } from './queries'
import { RenameFlowDialog } from './RenameFlowDialog'
import { useFlowRowActions } from './use-flow-row-actions'
import { PublishDialogs, type PublishDialog } from '../publish/PublishDialogs'

const ViewMessagesDialog = lazy(() => import('../chat/messages/ViewMessagesDialog'))

function ActionItem(props: { icon: ReactNode; label: string; onClick: () => void; sx?: SxProps<Theme> }) {
  return (
    <MenuItem onClick={props.onClick} {...(props.sx ? { sx: props.sx } : {})}>
      <ListItemIcon>{props.icon}</ListItemIcon>
      <ListItemText>{props.label}</ListItemText>
    </MenuItem>
  )
}

/** The row menu of a flow in a list: rename, duplicate, view messages, export JSON, delete. */
export function FlowActionsMenu({ unikId, flow }: { unikId: string; flow: TChatflowSummary }) {
  const { t } = useTranslation(['chatflows', 'translation'])
  const notify = useNotify()
  const rename = useRenameChatflow(unikId)
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [renaming, setRenaming] = useState(false)
  const [viewingMessages, setViewingMessages] = useState(false)
  const [publishDialog, setPublishDialog] = useState<PublishDialog>(null)
  const close = () => setAnchor(null)

  const { onDuplicate, onExport, onDelete } = useFlowRowActions(unikId, flow, close)

  return (
    <>
      <IconButton
        size="small"
        aria-label={t('flowActions')}
        onClick={(e) => {
          e.stopPropagation()
          setAnchor(e.currentTarget)
        }}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close} onClick={(e) => e.stopPropagation()}>
        <ActionItem
          icon={<DriveFileRenameOutline fontSize="small" />}
          label={t('rename')}
          onClick={() => {
            close()
            setRenaming(true)
          }}
        />
        <ActionItem
          icon={<ContentCopyOutlined fontSize="small" />}
          label={t('duplicate')}
          onClick={onDuplicate}
        />
        <ActionItem
          icon={<ForumOutlined fontSize="small" />}
          label={t('viewMessages')}
          onClick={() => {
            close()
            setViewingMessages(true)
          }}
        />
        {(
          [
            ['share', IosShare, 'share'],
            ['config', TuneOutlined, 'configuration'],
            ['leads', ContactMailOutlined, 'viewLeads'],
            ['publishExport', ViewInArOutlined, 'publishExport'],
          ] as const
        ).map(([dialog, Icon, label]) => (
          <ActionItem
            key={dialog}
            icon={<Icon fontSize="small" />}
            label={t(label)}
            onClick={() => {
              close()
              setPublishDialog(dialog)
            }}
          />
        ))}
        <ActionItem
          icon={<FileDownloadOutlined fontSize="small" />}
          label={t('exportJson')}
          onClick={() => void onExport()}
        />
        <ActionItem
          icon={<DeleteOutline fontSize="small" color="error" />}
          label={t('translation:common.delete')}
          onClick={() => void onDelete()}
          sx={{ color: 'error.main' }}
        />
      </Menu>
      {viewingMessages && (
        <Suspense fallback={null}>
          <ViewMessagesDialog
            unikId={unikId}
            flowId={flow.id}
            flowName={flow.name}
            onClose={() => setViewingMessages(false)}
          />
        </Suspense>
      )}
      <PublishDialogs
        unikId={unikId}
        flowId={flow.id}
        flowName={flow.name}
        dialog={publishDialog}
        onClose={() => setPublishDialog(null)}
      />
      {renaming && (
        <RenameFlowDialog
          open
          title={t('renameTitle')}
          initialName={flow.name}
          busy={rename.isPending}
          onClose={() => setRenaming(false)}
          onSubmit={(name) =>
            rename.mutate(
              { id: flow.id, name, version: flow.version },
              { onSuccess: () => setRenaming(false), onError: (e) => notify.error(e) },
            )
          }
        />
      )}
    </>
  )
}

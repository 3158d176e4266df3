import ViewInArOutlined from '@mui/icons-material/ViewInArOutlined'
import { lazy, Suspense, useState } from 'react'
import IconButton from '@mui/material/IconButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
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
import { getChatflow } from '../../api/chatflows'
import { useConfirm } from '../../ui/useConfirm'
import { useNotify } from '../../ui/useNotify'
import { downloadText, exportFileName, exportFlowJson } from './export-flow'
import { useDeleteChatflow, useDuplicateChatflow, useRenameChatflow } from './queries'
import { RenameFlowDialog } from './RenameFlowDialog'
import { PublishDialogs, type PublishDialog } from '../publish/PublishDialogs'

const ViewMessagesDialog = lazy(() => import('../chat/messages/ViewMessagesDialog'))

/** The row menu of a flow in a list: rename, duplicate, view messages, export JSON, delete. */
export function FlowActionsMenu({ unikId, flow }: { unikId: string; flow: TChatflowSummary }) {
  const { t } = useTranslation(['chatflows', 'translation'])
  const notify = useNotify()
  const confirm = useConfirm()
  const rename = useRenameChatflow(unikId)
  const duplicate = useDuplicateChatflow(unikId)
  const remove = useDeleteChatflow(unikId)
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [renaming, setRenaming] = useState(false)
  const [viewingMessages, setViewingMessages] = useState(false)
  const [publishDialog, setPublishDialog] = useState<PublishDialog>(null)
  const close = () => setAnchor(null)

  const onDuplicate = () => {
    close()
    duplicate.mutate(flow.id, {
      onSuccess: () => notify.success(t('duplicated')),
      onError: (e) => notify.error(e, t('duplicateFailed')),
    })
  }
  const onExport = async () => {
    close()
    try {
      const full = await getChatflow(unikId, flow.id)
      downloadText(exportFileName(full.name), exportFlowJson(full.flowData))
    } catch (e) {
      notify.error(e, t('exportFailed'))
    }
  }
  const onDelete = async () => {
    close()
    const ok = await confirm({
      title: t('deleteTitle'),
      description: t('deleteDescription', { name: flow.name }),
      confirmButtonName: t('translation:common.delete'),
    })
    if (ok) remove.mutate(flow.id, { onError: (e) => notify.error(e) })
  }

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
        <MenuItem
          onClick={() => {
            close()
            setRenaming(true)
          }}
        >
          <ListItemIcon>
            <DriveFileRenameOutline fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('rename')}</ListItemText>
        </MenuItem>
        <MenuItem onClick={onDuplicate}>
          <ListItemIcon>
            <ContentCopyOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('duplicate')}</ListItemText>
        </MenuItem>
        <MenuItem
          onClick={() => {
            close()
            setViewingMessages(true)
          }}
        >
          <ListItemIcon>
            <ForumOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('viewMessages')}</ListItemText>
        </MenuItem>
        {(
          [
            ['share', IosShare, 'share'],
            ['config', TuneOutlined, 'configuration'],
            ['leads', ContactMailOutlined, 'viewLeads'],
            ['publishExport', ViewInArOutlined, 'publishExport'],
          ] as const
        ).map(([dialog, Icon, label]) => (
          <MenuItem
            key={dialog}
            onClick={() => {
              close()
              setPublishDialog(dialog)
            }}
          >
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t(label)}</ListItemText>
          </MenuItem>
        ))}
        <MenuItem onClick={() => void onExport()}>
          <ListItemIcon>
            <FileDownloadOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('exportJson')}</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => void onDelete()} sx={{ color: 'error.main' }}>
          <ListItemIcon>
            <DeleteOutline fontSize="small" color="error" />
          </ListItemIcon>
          <ListItemText>{t('translation:common.delete')}</ListItemText>
        </MenuItem>
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

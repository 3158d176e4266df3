import { useRef, useState } from 'react'
import AppBar from '@mui/material/AppBar'
import Avatar from '@mui/material/Avatar'
import AvatarGroup from '@mui/material/AvatarGroup'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import IconButton from '@mui/material/IconButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Toolbar from '@mui/material/Toolbar'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import ArrowBack from '@mui/icons-material/ArrowBack'
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined'
import DeleteOutline from '@mui/icons-material/DeleteOutlined'
import DriveFileRenameOutline from '@mui/icons-material/DriveFileRenameOutline'
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined'
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined'
import ForumOutlined from '@mui/icons-material/ForumOutlined'
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined'
import ContactMailOutlined from '@mui/icons-material/ContactMailOutlined'
import IosShare from '@mui/icons-material/IosShare'
import HistoryOutlined from '@mui/icons-material/HistoryOutlined'
import NewReleasesOutlined from '@mui/icons-material/NewReleasesOutlined'
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined'
import TuneOutlined from '@mui/icons-material/TuneOutlined'
import Redo from '@mui/icons-material/Redo'
import SaveOutlined from '@mui/icons-material/SaveOutlined'
import ViewInArOutlined from '@mui/icons-material/ViewInArOutlined'
import SettingsOutlined from '@mui/icons-material/SettingsOutlined'
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined'
import Undo from '@mui/icons-material/Undo'
import type { TFlowViewer } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { FLOW_FILE_ACCEPT } from '../model/import-flow-file'
import { NameEditor } from './NameEditor'

export const CANVAS_HEADER_HEIGHT = 64

export interface CanvasHeaderProps {
  name: string
  placeholder: string
  isDirty: boolean
  isNew: boolean
  saving: boolean
  canUndo: boolean
  canRedo: boolean
  viewers: TFlowViewer[]
  onBack: () => void
  onRename: (name: string) => void
  onSave: () => void
  onUndo: () => void
  onRedo: () => void
  onDuplicate: () => void
  /** "Save as template" of the saved flow (my templates of the unik). */
  onSaveAsTemplate?: () => void
  onExport: () => void
  onLoadFile: (file: File) => void
  onDelete: () => void
  onViewMessages: () => void
  onLogs: () => void
  /** Publishing: share/embed dialog, configuration tabs, captured leads. */
  onShare?: () => void
  onConfiguration?: () => void
  onViewLeads?: () => void
  /** Publish & Export (AR/3D publications). */
  onPublishExport?: () => void
  /** The History panel: saved versions, their diff, restore. */
  onHistory?: () => void
  /** The Releases panel: release changes explicitly, release the draft, roll back. */
  onReleases?: () => void
  /** Upsert the saved flow's documents into its vector store (only flows with a vector store node). */
  onUpsert?: () => void
  upserting?: boolean
}

export function CanvasHeader(props: CanvasHeaderProps) {
  const { name, placeholder, isDirty, isNew, saving, viewers } = props
  const { t } = useTranslation('canvas')
  const [editing, setEditing] = useState(false)
  const [menu, setMenu] = useState<HTMLElement | null>(null)
  const fileRef = useRef<HTMLInputElement>(null)
  const close = () => setMenu(null)

  return (
    <AppBar
      position="static"
      color="inherit"
      elevation={1}
      sx={{ height: CANVAS_HEADER_HEIGHT, justifyContent: 'center', zIndex: 2 }}
    >
      <Toolbar sx={{ gap: 1.5 }}>
        <Tooltip title={t('header.back')}>
          <IconButton aria-label={t('header.back')} onClick={props.onBack}>
            <ArrowBack />
          </IconButton>
        </Tooltip>
        {editing ? (
          <NameEditor
            name={name}
            onCancel={() => setEditing(false)}
            onDone={(next) => {
              setEditing(false)
              props.onRename(next)
            }}
          />
        ) : (
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
        )}
        <Box sx={{ flexGrow: 1 }} />
        {viewers.length > 0 && (
          <Tooltip title={t('header.alsoEditing', { emails: viewers.map((v) => v.email).join(', ') })}>
            <Box
              sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
              aria-label={t('header.alsoEditing', { emails: viewers.map((v) => v.email).join(', ') })}
              role="status"
            >
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ display: { xs: 'none', md: 'block' } }}
              >
                {t('header.alsoEditing', { emails: viewers.map((v) => v.email).join(', ') })}
              </Typography>
              <AvatarGroup max={4} sx={{ '& .MuiAvatar-root': { width: 28, height: 28, fontSize: 13 } }}>
                {viewers.map((v) => (
                  <Avatar key={v.userId} alt={v.email}>
                    {v.email.slice(0, 1).toUpperCase()}
                  </Avatar>
                ))}
              </AvatarGroup>
            </Box>
          </Tooltip>
        )}
        <Tooltip title={t('header.undo')}>
          <span>
            <IconButton aria-label={t('header.undo')} onClick={props.onUndo} disabled={!props.canUndo}>
              <Undo />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={t('header.redo')}>
          <span>
            <IconButton aria-label={t('header.redo')} onClick={props.onRedo} disabled={!props.canRedo}>
              <Redo />
            </IconButton>
          </span>
        </Tooltip>
        <Button
          variant="contained"
          onClick={props.onSave}
          disabled={saving}
          startIcon={saving ? <CircularProgress size={16} color="inherit" /> : <SaveOutlined />}
        >
          {t('header.save')}
        </Button>
        {props.onShare && (
          <Tooltip title={t('header.share')}>
            <span>
              <IconButton aria-label={t('header.share')} onClick={props.onShare} disabled={isNew}>
                <IosShare />
              </IconButton>
            </span>
          </Tooltip>
        )}
        {props.onPublishExport && (
          <Tooltip title={t('header.publishExport')}>
            <span>
              <IconButton
                aria-label={t('header.publishExport')}
                onClick={props.onPublishExport}
                disabled={isNew}
              >
                <ViewInArOutlined />
              </IconButton>
            </span>
          </Tooltip>
        )}
        {props.onUpsert && (
          <Tooltip title={t('header.upsertHint')}>
            <span>
              <Button
                variant="outlined"
                onClick={props.onUpsert}
                disabled={isNew || props.upserting}
                startIcon={
                  props.upserting ? <CircularProgress size={16} color="inherit" /> : <CloudUploadOutlined />
                }
              >
                {t('header.upsert')}
              </Button>
            </span>
          </Tooltip>
        )}
        {props.onReleases && (
          <Tooltip title={t('header.releases')}>
            <span>
              <IconButton aria-label={t('header.releases')} onClick={props.onReleases} disabled={isNew}>
                <NewReleasesOutlined />
              </IconButton>
            </span>
          </Tooltip>
        )}
        {props.onHistory && (
          <Tooltip title={t('header.history')}>
            <span>
              <IconButton aria-label={t('header.history')} onClick={props.onHistory} disabled={isNew}>
                <HistoryOutlined />
              </IconButton>
            </span>
          </Tooltip>
        )}
        <Tooltip title={t('header.settings')}>
          <IconButton aria-label={t('header.settings')} onClick={(e) => setMenu(e.currentTarget)}>
            <SettingsOutlined />
          </IconButton>
        </Tooltip>
        <Menu
          anchorEl={menu}
          open={menu !== null}
          onClose={close}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        >
          <MenuItem
            disabled={isNew}
            onClick={() => {
              close()
              props.onDuplicate()
            }}
          >
            <ListItemIcon>
              <ContentCopyOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('settings.duplicate')}</ListItemText>
          </MenuItem>
          {props.onSaveAsTemplate && (
            <MenuItem
              disabled={isNew}
              onClick={() => {
                close()
                props.onSaveAsTemplate?.()
              }}
            >
              <ListItemIcon>
                <StorefrontOutlined fontSize="small" />
              </ListItemIcon>
              <ListItemText>{t('settings.saveAsTemplate')}</ListItemText>
            </MenuItem>
          )}
          <MenuItem
            disabled={isNew}
            onClick={() => {
              close()
              props.onViewMessages()
            }}
          >
            <ListItemIcon>
              <ForumOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('settings.viewMessages')}</ListItemText>
          </MenuItem>
          <MenuItem
            disabled={isNew}
            onClick={() => {
              close()
              props.onLogs()
            }}
          >
            <ListItemIcon>
              <ReceiptLongOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('settings.logs')}</ListItemText>
          </MenuItem>
          {props.onConfiguration && (
            <MenuItem
              disabled={isNew}
              onClick={() => {
                close()
                props.onConfiguration?.()
              }}
            >
              <ListItemIcon>
                <TuneOutlined fontSize="small" />
              </ListItemIcon>
              <ListItemText>{t('settings.configuration')}</ListItemText>
            </MenuItem>
          )}
          {props.onViewLeads && (
            <MenuItem
              disabled={isNew}
              onClick={() => {
                close()
                props.onViewLeads?.()
              }}
            >
              <ListItemIcon>
                <ContactMailOutlined fontSize="small" />
              </ListItemIcon>
              <ListItemText>{t('settings.viewLeads')}</ListItemText>
            </MenuItem>
          )}
          <MenuItem
            onClick={() => {
              close()
              props.onExport()
            }}
          >
            <ListItemIcon>
              <FileDownloadOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('settings.export')}</ListItemText>
          </MenuItem>
          <MenuItem
            onClick={() => {
              close()
              fileRef.current?.click()
            }}
          >
            <ListItemIcon>
              <FileUploadOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('settings.load')}</ListItemText>
          </MenuItem>
          <MenuItem
            disabled={isNew}
            onClick={() => {
              close()
              props.onDelete()
            }}
            sx={{ color: 'error.main' }}
          >
            <ListItemIcon>
              <DeleteOutline fontSize="small" color="error" />
            </ListItemIcon>
            <ListItemText>{t('settings.delete')}</ListItemText>
          </MenuItem>
        </Menu>
        <input
          ref={fileRef}
          type="file"
          accept={FLOW_FILE_ACCEPT}
          hidden
          data-testid="load-chatflow-input"
          onChange={(e) => {
            const file = e.target.files?.[0]
            e.target.value = ''
            if (file) props.onLoadFile(file)
          }}
        />
      </Toolbar>
    </AppBar>
  )
}

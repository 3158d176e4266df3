import { useRef, useState } from 'react'
import IconButton from '@mui/material/IconButton'
import Menu from '@mui/material/Menu'
import Tooltip from '@mui/material/Tooltip'
import ContactMailOutlined from '@mui/icons-material/ContactMailOutlined'
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined'
import DeleteOutline from '@mui/icons-material/DeleteOutlined'
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined'
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined'
import ForumOutlined from '@mui/icons-material/ForumOutlined'
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined'
import SettingsOutlined from '@mui/icons-material/SettingsOutlined'
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined'
import TuneOutlined from '@mui/icons-material/TuneOutlined'
import { useTranslation } from 'react-i18next'
import { FLOW_FILE_ACCEPT } from '../model/import-flow-file'
import type { CanvasHeaderProps } from './canvas-header-props'
import { SettingsMenuItem } from './SettingsMenuItem'

/** The header's settings button and its menu: duplicate, template, messages, logs, configuration, leads,
 *  export, load from a file, delete (most off until the flow is first saved). */
export function SettingsMenu(props: CanvasHeaderProps) {
  const { isNew } = props
  const { t } = useTranslation('canvas')
  const [menu, setMenu] = useState<HTMLElement | null>(null)
  const fileRef = useRef<HTMLInputElement>(null)
  const close = () => setMenu(null)
  const item = { onClose: close }
  return (
    <>
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
        <SettingsMenuItem
          {...item}
          disabled={isNew}
          icon={<ContentCopyOutlined fontSize="small" />}
          label={t('settings.duplicate')}
          onClick={props.onDuplicate}
        />
        {props.onSaveAsTemplate && (
          <SettingsMenuItem
            {...item}
            disabled={isNew}
            icon={<StorefrontOutlined fontSize="small" />}
            label={t('settings.saveAsTemplate')}
            onClick={props.onSaveAsTemplate}
          />
        )}
        <SettingsMenuItem
          {...item}
          disabled={isNew}
          icon={<ForumOutlined fontSize="small" />}
          label={t('settings.viewMessages')}
          onClick={props.onViewMessages}
        />
        <SettingsMenuItem
          {...item}
          disabled={isNew}
          icon={<ReceiptLongOutlined fontSize="small" />}
          label={t('settings.logs')}
          onClick={props.onLogs}
        />
        {props.onConfiguration && (
          <SettingsMenuItem
            {...item}
            disabled={isNew}
            icon={<TuneOutlined fontSize="small" />}
            label={t('settings.configuration')}
            onClick={props.onConfiguration}
          />
        )}
        {props.onViewLeads && (
          <SettingsMenuItem
            {...item}
            disabled={isNew}
            icon={<ContactMailOutlined fontSize="small" />}
            label={t('settings.viewLeads')}
            onClick={props.onViewLeads}
          />
        )}
        <SettingsMenuItem
          {...item}
          icon={<FileDownloadOutlined fontSize="small" />}
          label={t('settings.export')}
          onClick={props.onExport}
        />
        <SettingsMenuItem
          {...item}
          icon={<FileUploadOutlined fontSize="small" />}
          label={t('settings.load')}
          onClick={() => fileRef.current?.click()}
        />
        <SettingsMenuItem
          {...item}
          disabled={isNew}
          danger
          icon={<DeleteOutline fontSize="small" color="error" />}
          label={t('settings.delete')}
          onClick={props.onDelete}
        />
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
    </>
  )
}

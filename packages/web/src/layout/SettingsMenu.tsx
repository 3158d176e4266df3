import { useRef, useState, type MouseEvent } from 'react'
import Divider from '@mui/material/Divider'
import IconButton from '@mui/material/IconButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Typography from '@mui/material/Typography'
import InfoOutlined from '@mui/icons-material/InfoOutlined'
import Logout from '@mui/icons-material/Logout'
import SettingsOutlined from '@mui/icons-material/SettingsOutlined'
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined'
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined'
import { useTranslation } from 'react-i18next'
import { useMatch } from 'react-router'
import { ExportDialog } from '../features/export-import/ExportDialog'
import { ImportFileInput } from '../features/export-import/ImportFileInput'
import { useAuth } from '../features/auth/authContext'
import { AboutDialog } from './AboutDialog'

export function SettingsMenu() {
  const { t } = useTranslation()
  const { user, logout } = useAuth()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [aboutOpen, setAboutOpen] = useState(false)
  const [exportOpen, setExportOpen] = useState(false)
  const importRef = useRef<HTMLInputElement>(null)
  // Export and import act on the unik being worked in, so they are offered inside one only.
  const unikId = useMatch({ path: '/uniks/:unikId', end: false })?.params.unikId
  const close = () => setAnchor(null)

  return (
    <>
      <IconButton
        aria-label={t('header.settings')}
        aria-haspopup="menu"
        aria-controls={anchor ? 'settings-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget)}
      >
        <SettingsOutlined />
      </IconButton>
      <Menu
        id="settings-menu"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 220, mt: 1 } } }}
      >
        {user && (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1, maxWidth: 280 }} noWrap>
            {user.email}
          </Typography>
        )}
        {user && <Divider />}
        {unikId && (
          <MenuItem
            onClick={() => {
              close()
              setExportOpen(true)
            }}
          >
            <ListItemIcon>
              <FileDownloadOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('header.export')}</ListItemText>
          </MenuItem>
        )}
        {unikId && (
          <MenuItem
            onClick={() => {
              close()
              importRef.current?.click()
            }}
          >
            <ListItemIcon>
              <FileUploadOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('header.import')}</ListItemText>
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            close()
            setAboutOpen(true)
          }}
        >
          <ListItemIcon>
            <InfoOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('header.about')}</ListItemText>
        </MenuItem>
        <MenuItem
          onClick={() => {
            close()
            void logout()
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('header.logout')}</ListItemText>
        </MenuItem>
      </Menu>
      <AboutDialog open={aboutOpen} onClose={() => setAboutOpen(false)} />
      {unikId && <ExportDialog unikId={unikId} open={exportOpen} onClose={() => setExportOpen(false)} />}
      {unikId && <ImportFileInput ref={importRef} unikId={unikId} />}
    </>
  )
}

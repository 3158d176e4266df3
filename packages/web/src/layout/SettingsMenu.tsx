import { useState, type MouseEvent } from 'react'
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
import { useTranslation } from 'react-i18next'
import { useAuth } from '../features/auth/authContext'
import { AboutDialog } from './AboutDialog'

export function SettingsMenu() {
  const { t } = useTranslation()
  const { user, logout } = useAuth()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [aboutOpen, setAboutOpen] = useState(false)
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
    </>
  )
}

import AppBar from '@mui/material/AppBar'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Switch from '@mui/material/Switch'
import Toolbar from '@mui/material/Toolbar'
import Tooltip from '@mui/material/Tooltip'
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined'
import LightModeOutlined from '@mui/icons-material/LightModeOutlined'
import MenuIcon from '@mui/icons-material/Menu'
import { useTranslation } from 'react-i18next'
import { DRAWER_WIDTH, HEADER_HEIGHT, StorageKeys } from '../config/constants'
import { writeItem } from '../config/storage'
import { useAppDispatch, useAppSelector } from '../store'
import { setDarkMode, toggleMenu } from '../store/customizationSlice'
import { Logo } from './Logo'
import { SettingsMenu } from './SettingsMenu'

export function Header() {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const isDarkMode = useAppSelector((s) => s.customization.isDarkMode)
  const opened = useAppSelector((s) => s.customization.opened)

  const onDarkMode = (checked: boolean) => {
    writeItem(StorageKeys.isDarkMode, String(checked))
    dispatch(setDarkMode(checked))
  }

  return (
    <AppBar
      position="fixed"
      sx={{
        height: HEADER_HEIGHT,
        justifyContent: 'center',
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        zIndex: (theme) => theme.zIndex.drawer + 1,
      }}
    >
      <Toolbar sx={{ gap: 1, px: { xs: 1.5, sm: 2 } }}>
        <Box
          sx={{
            display: { xs: 'none', md: 'flex' },
            alignItems: 'center',
            width: DRAWER_WIDTH - 64,
            flexShrink: 0,
          }}
        >
          <Logo />
        </Box>
        <IconButton
          aria-label={t('header.toggleMenu')}
          aria-expanded={opened}
          aria-controls="side-menu"
          onClick={() => dispatch(toggleMenu())}
          sx={{ bgcolor: 'action.hover', borderRadius: 2 }}
        >
          <MenuIcon />
        </IconButton>
        <Box sx={{ display: { xs: 'flex', md: 'none' }, alignItems: 'center', ml: 1 }}>
          <Logo />
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <Tooltip title={t('header.darkMode')}>
          <Box sx={{ display: 'flex', alignItems: 'center' }}>
            {isDarkMode ? (
              <DarkModeOutlined fontSize="small" aria-hidden />
            ) : (
              <LightModeOutlined fontSize="small" aria-hidden />
            )}
            <Switch
              checked={isDarkMode}
              onChange={(_e, checked) => onDarkMode(checked)}
              slotProps={{ input: { 'aria-label': t('header.darkMode') } }}
            />
          </Box>
        </Tooltip>
        <SettingsMenu />
      </Toolbar>
    </AppBar>
  )
}

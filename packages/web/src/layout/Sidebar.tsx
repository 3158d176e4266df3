import { useEffect } from 'react'
import { useMatch } from 'react-router'
import Box from '@mui/material/Box'
import Drawer from '@mui/material/Drawer'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useTheme } from '@mui/material/styles'
import { useTranslation } from 'react-i18next'
import { DRAWER_WIDTH, HEADER_HEIGHT } from '../config/constants'
import { useAuth } from '../features/auth/authContext'
import { useAppDispatch, useAppSelector } from '../store'
import { setMenu } from '../store/customizationSlice'
import { MenuList } from './MenuList'
import { rootMenu, unikMenu } from './menuItems'

export function useIsWide(): boolean {
  const theme = useTheme()
  return useMediaQuery(theme.breakpoints.up('md'), { noSsr: true })
}

export function Sidebar() {
  const { t } = useTranslation('menu')
  const dispatch = useAppDispatch()
  const opened = useAppSelector((s) => s.customization.opened)
  const isWide = useIsWide()
  const unikId = useMatch({ path: '/uniks/:unikId', end: false })?.params.unikId
  const { user } = useAuth()

  // The drawer follows the screen width: open on wide screens, closed on small ones.
  useEffect(() => {
    dispatch(setMenu(isWide))
  }, [isWide, dispatch])

  const items = unikId ? unikMenu(unikId) : rootMenu({ isSuperAdmin: user?.isSuperAdmin ?? false })
  const onNavigate = isWide ? undefined : () => dispatch(setMenu(false))

  return (
    <Box
      component="nav"
      id="side-menu"
      aria-label={t('navigation')}
      sx={{
        width: isWide && opened ? DRAWER_WIDTH : 0,
        flexShrink: 0,
        transition: (theme) => theme.transitions.create('width'),
      }}
    >
      <Drawer
        variant={isWide ? 'persistent' : 'temporary'}
        anchor="left"
        open={opened}
        onClose={() => dispatch(setMenu(false))}
        keepMounted
        slotProps={{
          paper: {
            sx: {
              // Below the fixed header on every screen size, so the toggle stays reachable.
              top: HEADER_HEIGHT,
              height: `calc(100% - ${HEADER_HEIGHT}px)`,
              bgcolor: 'background.paper',
              borderRight: isWide ? 1 : 0,
              borderColor: 'divider',
              px: 1.5,
              py: 2,
            },
          },
        }}
      >
        <MenuList items={items} onNavigate={onNavigate} />
      </Drawer>
    </Box>
  )
}

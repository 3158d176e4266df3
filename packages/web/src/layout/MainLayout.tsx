import { Outlet } from 'react-router'
import Box from '@mui/material/Box'
import { Suspense } from 'react'
import { HEADER_HEIGHT } from '../config/constants'
import { PageLoader } from '../ui/PageLoader'
import { Header } from './Header'
import { Sidebar } from './Sidebar'

export default function MainLayout() {
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <Header />
      <Sidebar />
      <Box
        component="main"
        sx={{
          flexGrow: 1,
          minWidth: 0,
          mt: `${HEADER_HEIGHT}px`,
          p: { xs: 1.5, sm: 3 },
          pb: { xs: 4, sm: 4 },
        }}
      >
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  )
}

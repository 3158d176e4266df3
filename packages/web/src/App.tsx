import { Suspense, useMemo } from 'react'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { Provider } from 'react-redux'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import { SnackbarProvider } from 'notistack'
import useMediaQuery from '@mui/material/useMediaQuery'
import { parseApiError } from './api/errors'
import { SNACKBAR_AUTO_HIDE_MS, SNACKBAR_MAX } from './config/constants'
import { AuthProvider } from './features/auth/AuthProvider'
import { useCredentialChangesFromOtherTabs } from './features/credentials/credential-broadcast'
import { AppRoutes } from './routes/AppRoutes'
import { ScrollToTop } from './routes/ScrollToTop'
import { createAppStore, useAppSelector } from './store'
import { buildTheme } from './theme/theme'
import { BootLoader } from './ui/BootLoader'
import { LazyConfirmDialog } from './ui/LazyConfirmDialog'
import { Notifier } from './ui/Notifier'

const store = createAppStore()

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      staleTime: 10_000,
      // A 4xx answer will not change on retry; network trouble might.
      retry: (count, error) => {
        const status = parseApiError(error).status
        return count < 2 && (status === undefined || status >= 500)
      },
    },
  },
})

function Root() {
  useCredentialChangesFromOtherTabs()
  return (
    <Suspense fallback={<BootLoader />}>
      <AuthProvider>
        <ScrollToTop />
        <AppRoutes />
        <Notifier />
        <LazyConfirmDialog />
      </AuthProvider>
    </Suspense>
  )
}

// A data router (one splat route, the pages stay declared in AppRoutes) so that the canvas can block
// in-app navigation with unsaved changes (`useBlocker` works only inside a data router).
const router = createBrowserRouter([{ path: '*', element: <Root /> }])

function ThemedApp() {
  const customization = useAppSelector((s) => s.customization)
  const { isDarkMode, fontFamily, borderRadius } = customization
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true })
  const theme = useMemo(
    () => buildTheme({ isDarkMode, fontFamily, borderRadius, reducedMotion }),
    [isDarkMode, fontFamily, borderRadius, reducedMotion],
  )
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <SnackbarProvider
        maxSnack={SNACKBAR_MAX}
        autoHideDuration={SNACKBAR_AUTO_HIDE_MS}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transitionDuration={reducedMotion ? { enter: 0, exit: 0 } : undefined}
      >
        <RouterProvider router={router} />
      </SnackbarProvider>
    </ThemeProvider>
  )
}

export function App() {
  return (
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <ThemedApp />
      </QueryClientProvider>
    </Provider>
  )
}

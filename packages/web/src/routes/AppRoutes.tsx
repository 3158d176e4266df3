import { lazy } from 'react'
import { Route, Routes } from 'react-router'
import { RequireAuth } from '../features/auth/RequireAuth'

// Every screen is its own chunk: /auth loads neither the app shell nor the other pages.
const MainLayout = lazy(() => import('../layout/MainLayout'))
const AuthPage = lazy(() => import('../features/auth/AuthPage'))
const UniksPage = lazy(() => import('../features/uniks/UniksPage'))
const UnikDashboardPage = lazy(() => import('../features/uniks/UnikDashboardPage'))
const AdminPage = lazy(() => import('../features/admin/AdminPage'))
const ProfilePage = lazy(() => import('../features/profile/ProfilePage'))

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/auth" element={<AuthPage />} />
      <Route
        element={
          <RequireAuth>
            <MainLayout />
          </RequireAuth>
        }
      >
        <Route index element={<UniksPage />} />
        <Route path="uniks" element={<UniksPage />} />
        <Route path="uniks/:unikId" element={<UnikDashboardPage />} />
        <Route path="admin" element={<AdminPage />} />
        <Route path="profile" element={<ProfilePage />} />
      </Route>
      {/* Unknown paths show the login page. */}
      <Route path="*" element={<AuthPage />} />
    </Routes>
  )
}

import { lazy, Suspense } from 'react'
import { Outlet, Route, Routes } from 'react-router'
import { PageLoader } from '../ui/PageLoader'
import { RequireAuth } from '../features/auth/RequireAuth'
import { CanvasPage } from './pages'

// Every screen is its own chunk: /auth loads neither the app shell nor the other pages.
const MainLayout = lazy(() => import('../layout/MainLayout'))
const AuthPage = lazy(() => import('../features/auth/AuthPage'))
const UniksPage = lazy(() => import('../features/uniks/UniksPage'))
const UnikDashboardPage = lazy(() => import('../features/uniks/UnikDashboardPage'))
const AdminPage = lazy(() => import('../features/admin/AdminPage'))
const ProfilePage = lazy(() => import('../features/profile/ProfilePage'))
const ChatflowsPage = lazy(() => import('../features/chatflows/ChatflowsPage'))
const AgentflowsPage = lazy(() => import('../features/chatflows/AgentflowsPage'))
const ToolsPage = lazy(() => import('../features/tools/ToolsPage'))
const AssistantsPage = lazy(() => import('../features/assistants/AssistantsPage'))
const CustomAssistantsPage = lazy(() => import('../features/assistants/CustomAssistantsPage'))
const OpenAIAssistantsPage = lazy(() => import('../features/assistants/OpenAIAssistantsPage'))
const CustomAssistantPage = lazy(() => import('../features/assistants/CustomAssistantPage'))
const AssistantPreviewPage = lazy(() => import('../features/assistants/AssistantPreviewPage'))
const CredentialsPage = lazy(() => import('../features/credentials/CredentialsPage'))
const VariablesPage = lazy(() => import('../features/variables/VariablesPage'))
const DatasetsPage = lazy(() => import('../features/evaluations/DatasetsPage'))
const DatasetPage = lazy(() => import('../features/evaluations/DatasetPage'))
const EvaluationsPage = lazy(() => import('../features/evaluations/EvaluationsPage'))
const EvaluationPage = lazy(() => import('../features/evaluations/EvaluationPage'))
const ComparePage = lazy(() => import('../features/evaluations/ComparePage'))
const RunsPage = lazy(() => import('../features/runs/RunsPage'))
const ApiKeysPage = lazy(() => import('../features/api-keys/ApiKeysPage'))
const DocumentStoresPage = lazy(() => import('../features/document-stores/DocumentStoresPage'))
const DocumentStorePage = lazy(() => import('../features/document-stores/DocumentStorePage'))
const LoaderPage = lazy(() => import('../features/document-stores/LoaderPage'))
const ChunksPage = lazy(() => import('../features/document-stores/ChunksPage'))
const VectorStorePage = lazy(() => import('../features/document-stores/VectorStorePage'))
const QueryPage = lazy(() => import('../features/document-stores/QueryPage'))
const TemplatesPage = lazy(() => import('../features/templates/TemplatesPage'))
const TemplatePage = lazy(() => import('../features/templates/TemplatePage'))
const AnalyticsPage = lazy(() => import('../features/analytics/AnalyticsPage'))
// Full page loads of the public chatbot never reach the app (main.tsx); in-app links reload into it.
const PublicChatbotRoute = lazy(() => import('../features/public-chatbot/PublicChatbotRoute'))

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
        <Route path="uniks/:unikId/chatflows" element={<ChatflowsPage />} />
        <Route path="uniks/:unikId/agentflows" element={<AgentflowsPage />} />
        <Route path="uniks/:unikId/tools" element={<ToolsPage />} />
        <Route path="uniks/:unikId/assistants" element={<AssistantsPage />} />
        <Route path="uniks/:unikId/assistants/custom" element={<CustomAssistantsPage />} />
        <Route path="uniks/:unikId/assistants/openai" element={<OpenAIAssistantsPage />} />
        <Route path="uniks/:unikId/assistants/custom/preview" element={<AssistantPreviewPage />} />
        <Route path="uniks/:unikId/assistants/custom/:assistantId" element={<CustomAssistantPage />} />
        <Route path="uniks/:unikId/credentials" element={<CredentialsPage />} />
        <Route path="uniks/:unikId/variables" element={<VariablesPage />} />
        <Route path="uniks/:unikId/runs" element={<RunsPage />} />
        <Route path="uniks/:unikId/datasets" element={<DatasetsPage />} />
        <Route path="uniks/:unikId/datasets/:datasetId" element={<DatasetPage />} />
        <Route path="uniks/:unikId/evaluations" element={<EvaluationsPage />} />
        <Route path="uniks/:unikId/evaluations/compare/:a/:b" element={<ComparePage />} />
        <Route path="uniks/:unikId/evaluations/:evaluationId" element={<EvaluationPage />} />
        <Route path="uniks/:unikId/apikey" element={<ApiKeysPage />} />
        <Route path="uniks/:unikId/templates" element={<TemplatesPage />} />
        <Route path="uniks/:unikId/document-stores" element={<DocumentStoresPage />} />
        <Route path="uniks/:unikId/document-stores/:storeId" element={<DocumentStorePage />} />
        <Route path="uniks/:unikId/analytics" element={<AnalyticsPage />} />
        <Route path="uniks/:unikId/document-stores/:storeId/:name" element={<LoaderPage />} />
        <Route path="uniks/:unikId/document-stores/chunks/:storeId/:fileId" element={<ChunksPage />} />
        <Route path="uniks/:unikId/document-stores/vector/:storeId" element={<VectorStorePage />} />
        <Route path="uniks/:unikId/document-stores/vector/:storeId/:docId" element={<VectorStorePage />} />
        <Route path="uniks/:unikId/document-stores/query/:storeId" element={<QueryPage />} />
        <Route path="admin" element={<AdminPage />} />
        <Route path="profile" element={<ProfilePage />} />
      </Route>
      {/* The canvas takes the whole window: no side menu. */}
      <Route
        element={
          <RequireAuth>
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </RequireAuth>
        }
      >
        <Route path="uniks/:unikId/chatflows/new" element={<CanvasPage kind="CHATFLOW" />} />
        <Route path="uniks/:unikId/chatflows/:flowId" element={<CanvasPage kind="CHATFLOW" />} />
        <Route path="uniks/:unikId/agentcanvas" element={<CanvasPage kind="MULTIAGENT" />} />
        <Route path="uniks/:unikId/agentcanvas/:flowId" element={<CanvasPage kind="MULTIAGENT" />} />
        <Route path="uniks/:unikId/templates/:templateId" element={<TemplatePage />} />
      </Route>
      <Route path="chatbot/:id" element={<PublicChatbotRoute />} />
      <Route path="bots/:type/:id" element={<PublicChatbotRoute />} />
      {/* Unknown paths show the login page. */}
      <Route path="*" element={<AuthPage />} />
    </Routes>
  )
}

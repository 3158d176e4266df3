import { isPublicChatbotPath } from './features/public-chatbot/paths'
import { likelyLanguage, startEarlyTranslations } from './i18n/early-translations'
import { CANVAS_NAMESPACES, STARTUP_NAMESPACES } from './i18n/namespaces'
import { startEarlyRequests } from './routes/early-requests'

// The public chatbot pages (/chatbot/:id, /bots/:type/:id) are open to anyone and only host the chat
// widget: they load neither React, MUI nor the app shell, only the small boot module below.
if (isPublicChatbotPath(window.location.pathname)) void import('./features/public-chatbot/boot')
else {
  // The first screen's data and translations load alongside the app's code, instead of each waiting for
  // the module that asks for it; on a canvas URL the canvas route's few files too (route-chunks.ts), instead
  // of after the app shell has run.
  const onCanvas = startEarlyRequests(window.location.pathname)
  startEarlyTranslations(likelyLanguage(window.location.search, navigator.language), [
    ...STARTUP_NAMESPACES,
    ...(onCanvas ? CANVAS_NAMESPACES : []),
  ])
  void import('./app-main')
  // Its failure is the route's to show (React.lazy imports it again), not an unhandled rejection here.
  if (onCanvas) void import('./features/canvas/CanvasPage').catch(() => undefined)
}

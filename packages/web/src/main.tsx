import { isPublicChatbotPath } from './features/public-chatbot/paths'
import { startEarlyRequests } from './routes/early-requests'

// The public chatbot pages (/chatbot/:id, /bots/:type/:id) are open to anyone and only host the chat
// widget: they load neither React, MUI nor the app shell, only the small boot module below.
if (isPublicChatbotPath(window.location.pathname)) void import('./features/public-chatbot/boot')
else {
  // The first screen's data loads while the app's code does.
  startEarlyRequests(window.location.pathname)
  void import('./app-main')
}

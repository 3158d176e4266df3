import { isPublicChatbotPath } from './features/public-chatbot/paths'

// The public chatbot pages (/chatbot/:id, /bots/:type/:id) are open to anyone and only host the chat
// widget: they load neither React, MUI nor the app shell, only the small boot module below.
if (isPublicChatbotPath(window.location.pathname)) void import('./features/public-chatbot/boot')
else void import('./app-main')

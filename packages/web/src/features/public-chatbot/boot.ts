import { publicChatbotId } from './paths'
import { INVALID_CHATBOT_TEXT, mountPublicChatbot } from './public-chatbot'

const root = document.getElementById('root') ?? document.body
document.body.style.margin = '0'
const flowId = publicChatbotId(window.location.pathname)
if (flowId) void mountPublicChatbot(root, flowId, window.location.origin)
else root.textContent = INVALID_CHATBOT_TEXT

import { useEffect } from 'react'

/** In-app navigation to a public chatbot URL: load it as its own page (no app shell). */
export default function PublicChatbotRoute() {
  useEffect(() => window.location.reload(), [])
  return null
}

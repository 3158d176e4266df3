/** `/chatbot/:id` or `/bots/:type/:id` (Flowise's public chatbot URLs). */
const PUBLIC_CHATBOT = /^\/(?:chatbot\/([^/]+)|bots\/[^/]+\/([^/]+))\/?$/

export function isPublicChatbotPath(pathname: string): boolean {
  return PUBLIC_CHATBOT.test(pathname)
}

/** The flow id of a public chatbot path, else undefined. */
export function publicChatbotId(pathname: string): string | undefined {
  const match = PUBLIC_CHATBOT.exec(pathname)
  const id = match?.[1] ?? match?.[2]
  return id ? decodeURIComponent(id) : undefined
}

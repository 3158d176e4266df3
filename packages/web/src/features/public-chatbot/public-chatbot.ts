// The public chatbot page: the flow's public config decides whether the bot exists, then the same
// widget module third-party pages embed (/embed/web.js) fills the page, so both behave the same.

/** docs/product.md#error-texts (the widget shows the same text). */
export const INVALID_CHATBOT_TEXT = 'Invalid Chatbot. Please check your configuration.'

interface EmbedModule {
  default: { initFull: (props: { chatflowid: string; apiHost: string; id?: string }) => void }
}

function isEmbedModule(value: unknown): value is EmbedModule {
  if (typeof value !== 'object' || value === null || !('default' in value)) return false
  const chatbot: unknown = value.default
  return typeof chatbot === 'object' && chatbot !== null && 'initFull' in chatbot
}

function showInvalid(root: HTMLElement): void {
  const box = document.createElement('div')
  box.setAttribute('role', 'alert')
  box.textContent = INVALID_CHATBOT_TEXT
  box.style.cssText =
    'margin:15vh auto 0;max-width:520px;padding:24px;text-align:center;font:16px/1.5 system-ui,sans-serif;color:#374151'
  root.replaceChildren(box)
}

/**
 * Loads `GET /api/v1/public-chatbotConfig/:id` (a plain fetch: the page has no session and needs
 * none of the app's client) and, when the flow is a public chatbot, starts the widget full page.
 */
export async function mountPublicChatbot(root: HTMLElement, flowId: string, origin: string): Promise<void> {
  let ok: boolean
  try {
    const res = await fetch(`${origin}/api/v1/public-chatbotConfig/${encodeURIComponent(flowId)}`, {
      credentials: 'omit',
    })
    ok = res.ok
  } catch {
    ok = false
  }
  if (!ok) {
    showInvalid(root)
    return
  }
  const holder = document.createElement('unikflow-fullchatbot')
  holder.id = 'unikflow-public-chatbot'
  holder.style.cssText = 'display:block;height:100dvh'
  root.replaceChildren(holder)
  const loaded: unknown = await import(/* @vite-ignore */ `${origin}/embed/web.js`)
  if (!isEmbedModule(loaded)) {
    showInvalid(root)
    return
  }
  loaded.default.initFull({ chatflowid: flowId, apiHost: origin, id: holder.id })
}

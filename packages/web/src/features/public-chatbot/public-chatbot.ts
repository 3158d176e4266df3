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

/**
 * A flow that exists but is not public. The page loads no i18n (no app shell): both languages are here,
 * the visitor's browser language picks one.
 */
const PRIVATE_CHATBOT_TEXT = {
  en: 'This chatbot is private: its owner has not made it public.',
  ru: 'Этот чат-бот закрыт: владелец не сделал его публичным.',
} as const

function privateText(languages: readonly string[]): string {
  const ru = languages
    .find((l) => /^(en|ru)\b/i.test(l))
    ?.toLowerCase()
    .startsWith('ru')
  return ru ? PRIVATE_CHATBOT_TEXT.ru : PRIVATE_CHATBOT_TEXT.en
}

/** The code and the flow's name of the config's answer (both optional: an old server sends neither). */
async function readAnswer(res: Response): Promise<{ code?: unknown; flowName?: unknown }> {
  const body: unknown = await res.json().catch(() => undefined)
  return typeof body === 'object' && body !== null ? body : {}
}

function showInvalid(root: HTMLElement, text = INVALID_CHATBOT_TEXT): void {
  const box = document.createElement('div')
  box.setAttribute('role', 'alert')
  box.textContent = text
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
  let answer: { code?: unknown; flowName?: unknown } = {}
  try {
    const res = await fetch(`${origin}/api/v1/public-chatbotConfig/${encodeURIComponent(flowId)}`, {
      credentials: 'omit',
    })
    ok = res.ok
    answer = await readAnswer(res)
  } catch {
    ok = false
  }
  if (!ok) {
    // The contract's ErrorCodes.ChatbotPrivate, written out: this page imports nothing of the app's.
    showInvalid(root, answer.code === 'CHATBOT_PRIVATE' ? privateText(navigator.languages) : undefined)
    return
  }
  // The page (and the browser tab) is titled with the flow's name.
  if (typeof answer.flowName === 'string' && answer.flowName) document.title = answer.flowName
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

// Entry of the embeddable widget (dist/web.js): `import Chatbot from '…/web.js'; Chatbot.init({...})`.
import type { ChatbotProps } from './options'
import { ChatWidget } from './ui/chat'

export type { ChatbotProps, Theme } from './options'

const FULL_TAGS = ['unikflow-fullchatbot', 'flowise-fullchatbot']
const BUBBLE_TAG = 'unikflow-chatbot'

let current: { widget: ChatWidget; element: HTMLElement; created: boolean } | undefined

function checkProps(props: ChatbotProps): void {
  if (!props || typeof props.chatflowid !== 'string' || props.chatflowid.trim() === '')
    throw new Error('Chatbot: "chatflowid" is required')
}

/** Removes the widget drawn by the last init/initFull (and the element init added to the page). */
function destroy(): void {
  if (!current) return
  current.widget.destroy()
  if (current.created) current.element.remove()
  current = undefined
}

/** A chat bubble in the page's corner that opens a chat window. */
function init(props: ChatbotProps): void {
  checkProps(props)
  destroy()
  const element = document.createElement(BUBBLE_TAG)
  document.body.appendChild(element)
  current = { widget: new ChatWidget(element, props, 'bubble'), element, created: true }
}

/**
 * A chat filling an element: the one with `props.id`, else the page's <unikflow-fullchatbot> or
 * <flowise-fullchatbot>; without any, one is added to the body and fills the viewport.
 */
function initFull(props: ChatbotProps): void {
  checkProps(props)
  destroy()
  let element: HTMLElement | null = props.id ? document.getElementById(props.id) : null
  for (const tag of FULL_TAGS) element ??= document.querySelector<HTMLElement>(tag)
  let created = false
  if (!element) {
    element = document.createElement(FULL_TAGS[0] ?? 'unikflow-fullchatbot')
    element.style.height = '100dvh'
    document.body.appendChild(element)
    created = true
  }
  if (!element.style.height && element.getBoundingClientRect().height < 50) element.style.height = '100dvh'
  current = { widget: new ChatWidget(element, props, 'full'), element, created }
}

const Chatbot = { init, initFull, destroy }

declare global {
  interface Window {
    Chatbot?: typeof Chatbot
  }
}
// Plain <script> users (no import) find it on window as well.
if (typeof window !== 'undefined') window.Chatbot ??= Chatbot

export default Chatbot

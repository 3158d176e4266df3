// The chat widget: a bubble with a window (init) or a full-page chat (initFull), drawn in a shadow root.
import { ApiError, createApi, type Answer, type Api } from '../api'
import { fileAllowed, parsePublicConfig, type PublicChatConfig, type UploadRule } from '../config'
import { asRecord } from '../json'
import { renderMarkdown } from '../markdown'
import { normaliseApiHost, resolveTheme, type ChatbotProps, type ResolvedTheme } from '../options'
import { sourceChips } from '../sources'
import {
  clearRecord,
  loadRecord,
  newChatId,
  saveRecord,
  type ChatRecord,
  type KeyValueStore,
  type StoredMessage,
} from '../storage'
import { h, icon } from './dom'
import { STYLES } from './styles'

export const INVALID_CHATBOT = 'Invalid Chatbot. Please check your configuration.'
export const UPLOAD_FAILED = 'Unable to upload documents'
export const FEEDBACK_FAILED = 'Failed to submit feedback'
const REQUIRED = 'This field is required'
const INVALID_FORMAT = 'Invalid format'

type Mode = 'bubble' | 'full'
type Status = 'loading' | 'ready' | 'invalid'

function browserStore(): KeyValueStore | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

function px(n: number | undefined, fallback: string): string {
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? `${n}px` : fallback
}

function formatDate(iso: string | undefined, toggle: { date: boolean; time: boolean }): string {
  if (!iso || (!toggle.date && !toggle.time)) return ''
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return ''
  const parts: string[] = []
  if (toggle.date) parts.push(d.toLocaleDateString())
  if (toggle.time) parts.push(d.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }))
  return parts.join(' ')
}

export class ChatWidget {
  private readonly root: HTMLDivElement
  private readonly shadow: ShadowRoot
  private readonly api: Api
  private readonly store = browserStore()
  private theme: ResolvedTheme
  private config: PublicChatConfig | undefined
  private status: Status = 'loading'
  private invalidText = INVALID_CHATBOT
  private streaming = true
  private record: ChatRecord
  private loading = false
  private controller: AbortController | undefined
  private pendingFiles: File[] = []
  private open = false
  private destroyed = false
  private recorder: MediaRecorder | undefined
  private recordingTimer: number | undefined
  private warning = ''
  private feedbackOpen: number | undefined
  private feedbackError: number | undefined
  private leadErrors: Record<string, string> = {}
  private renderQueued = false
  private timers: number[] = []
  private cleanup: (() => void)[] = []

  // Parts kept between renders.
  private windowEl: HTMLDivElement | undefined
  private messagesEl: HTMLDivElement | undefined
  private textarea: HTMLTextAreaElement | undefined
  private bubble: HTMLButtonElement | undefined
  private tooltip: HTMLDivElement | undefined

  constructor(
    private readonly host: HTMLElement,
    private readonly props: ChatbotProps,
    private readonly mode: Mode,
  ) {
    this.shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' })
    this.shadow.replaceChildren()
    host.setAttribute('data-mode', mode)
    const apiHost = normaliseApiHost(props.apiHost, window.location.origin)
    this.api = createApi(apiHost, props.chatflowid, props.onRequest)
    this.theme = resolveTheme(props.theme)
    const stored = loadRecord(this.store, props.chatflowid)
    this.record = stored ?? { chatId: newChatId(), messages: [] }
    const custom = h('style')
    custom.textContent = this.theme.customCSS
    this.root = h('div', { class: `uf-root ${mode}` })
    const base = h('style')
    base.textContent = STYLES
    this.shadow.append(base, custom, this.root)
    this.applyThemeVars()
    if (mode === 'full') this.open = true
    this.render()
    void this.load()
    if (mode === 'bubble') this.scheduleAutoOpen()
  }

  destroy(): void {
    this.destroyed = true
    this.controller?.abort()
    this.stopRecording(false)
    for (const t of this.timers) window.clearTimeout(t)
    for (const fn of this.cleanup) fn()
    this.shadow.replaceChildren()
  }

  private async load(): Promise<void> {
    try {
      const [raw, streaming] = await Promise.all([this.api.config(), this.api.isStreaming()])
      if (this.destroyed) return
      this.config = parsePublicConfig(raw)
      this.streaming = streaming
      this.theme = resolveTheme(this.props.theme, this.config.display)
      if (this.theme.chatWindow.clearChatOnReload && this.record.messages.length > 0) {
        this.record = clearRecord(this.store, this.props.chatflowid)
      }
      this.status = 'ready'
    } catch (error) {
      if (this.destroyed) return
      // Only "this flow is not a public chatbot" makes the bot invalid; other failures leave it usable.
      if (error instanceof ApiError && [401, 403, 404].includes(error.status)) {
        this.status = 'invalid'
        // A refused origin says so in the owner's words; anything else is simply not a public bot.
        this.invalidText = error.status === 403 && error.message ? error.message : INVALID_CHATBOT
      } else this.status = 'ready'
      this.config ??= parsePublicConfig({})
    }
    this.applyThemeVars()
    this.render()
    if (this.open) this.focusInput()
  }

  // ---- theme ---------------------------------------------------------------------------------------

  private applyThemeVars(): void {
    const { button, chatWindow: w, tooltip, disclaimer } = this.theme
    const vars: Record<string, string> = {
      '--uf-right': px(button.right, '20px'),
      '--uf-bottom': px(button.bottom, '20px'),
      '--uf-size': px(button.size, '48px'),
      '--uf-bubble-bg': button.backgroundColor,
      '--uf-bubble-fg': button.iconColor,
      '--uf-width': px(w.width, '400px'),
      '--uf-height': px(w.height, this.mode === 'full' ? '100%' : '680px'),
      '--uf-font': px(w.fontSize, '15px'),
      '--uf-starter-font': px(w.starterPromptFontSize, '14px'),
      '--uf-bg': w.backgroundColor,
      '--uf-bg-image': w.backgroundImage
        ? `url("${encodeURI(w.backgroundImage).replace(/"/g, '%22')}")`
        : 'none',
      '--uf-title-bg': w.titleBackgroundColor,
      '--uf-title-fg': w.titleTextColor,
      '--uf-bot-bg': w.botMessage.backgroundColor,
      '--uf-bot-fg': w.botMessage.textColor,
      '--uf-user-bg': w.userMessage.backgroundColor,
      '--uf-user-fg': w.userMessage.textColor,
      '--uf-input-bg': w.textInput.backgroundColor,
      '--uf-input-fg': w.textInput.textColor,
      '--uf-send': w.textInput.sendButtonColor,
      '--uf-accent': w.textInput.sendButtonColor || button.backgroundColor,
      '--uf-feedback': w.feedback.color,
      '--uf-footer': w.footer.textColor,
      '--uf-tip-bg': tooltip.tooltipBackgroundColor,
      '--uf-tip-fg': tooltip.tooltipTextColor,
      '--uf-tip-font': px(tooltip.tooltipFontSize, '14px'),
      '--uf-disc-bg': disclaimer?.backgroundColor ?? '#ffffff',
      '--uf-disc-fg': disclaimer?.textColor ?? '#111827',
      '--uf-disc-btn': disclaimer?.buttonColor ?? button.backgroundColor,
      '--uf-disc-btn-fg': disclaimer?.buttonTextColor ?? '#ffffff',
      '--uf-disc-blur': disclaimer?.blurredBackgroundColor ?? 'rgba(15,23,42,.35)',
    }
    for (const [name, value] of Object.entries(vars)) this.root.style.setProperty(name, value)
  }

  // ---- bubble ----------------------------------------------------------------------------------------

  private scheduleAutoOpen(): void {
    const auto = this.theme.button.autoWindowOpen
    if (!auto.autoOpen) return
    if (!auto.autoOpenOnMobile && window.matchMedia?.('(max-width: 640px)').matches) return
    this.timers.push(window.setTimeout(() => this.setOpen(true), Math.max(0, auto.openDelay) * 1000))
  }

  setOpen(open: boolean): void {
    if (this.mode !== 'bubble' || this.open === open) return
    this.open = open
    this.render()
    if (open) this.focusInput()
    else this.bubble?.focus()
  }

  private renderBubble(): HTMLButtonElement {
    const { button } = this.theme
    const label = this.open ? 'Close chat' : 'Open chat'
    const content = this.open
      ? icon('close')
      : button.customIconSrc
        ? h('img', { src: button.customIconSrc, alt: '' })
        : icon('chat')
    const bubble = h(
      'button',
      { class: 'uf-bubble', type: 'button', 'aria-label': label, 'aria-expanded': String(this.open) },
      content,
    )
    let start: { x: number; y: number; right: number; bottom: number } | undefined
    let dragged = false
    bubble.addEventListener('click', () => {
      if (dragged) {
        dragged = false
        return
      }
      this.setOpen(!this.open)
    })
    if (button.dragAndDrop) {
      bubble.addEventListener('pointerdown', (e) => {
        start = {
          x: e.clientX,
          y: e.clientY,
          right: this.theme.button.right,
          bottom: this.theme.button.bottom,
        }
        bubble.setPointerCapture(e.pointerId)
      })
      bubble.addEventListener('pointermove', (e) => {
        if (!start) return
        const dx = e.clientX - start.x
        const dy = e.clientY - start.y
        if (!dragged && Math.hypot(dx, dy) < 5) return
        dragged = true
        const size = this.theme.button.size
        this.theme.button.right = Math.min(Math.max(0, start.right - dx), window.innerWidth - size)
        this.theme.button.bottom = Math.min(Math.max(0, start.bottom - dy), window.innerHeight - size)
        this.root.style.setProperty('--uf-right', `${this.theme.button.right}px`)
        this.root.style.setProperty('--uf-bottom', `${this.theme.button.bottom}px`)
      })
      bubble.addEventListener('pointerup', () => {
        start = undefined
      })
    }
    return bubble
  }

  // ---- rendering ---------------------------------------------------------------------------------

  private render(): void {
    if (this.destroyed) return
    const children: Node[] = []
    if (this.mode === 'bubble') {
      this.bubble = this.renderBubble()
      const tip = this.theme.tooltip
      this.tooltip =
        !this.open && tip.showTooltip && tip.tooltipMessage
          ? h('div', { class: 'uf-tooltip', role: 'status' }, tip.tooltipMessage)
          : undefined
      children.push(this.bubble)
      if (this.tooltip) children.push(this.tooltip)
    }
    this.windowEl = this.renderWindow()
    children.push(this.windowEl)
    this.root.replaceChildren(...children)
    this.scrollToEnd()
  }

  private renderWindow(): HTMLDivElement {
    const w = this.theme.chatWindow
    const win = h('div', {
      class: 'uf-window',
      role: this.mode === 'bubble' ? 'dialog' : 'region',
      'aria-label': w.title || 'Chat',
      hidden: this.mode === 'bubble' && !this.open,
    })
    win.addEventListener('keydown', (e) => {
      if (e.key === 'Escape' && this.mode === 'bubble') {
        e.stopPropagation()
        this.setOpen(false)
      }
    })
    if (this.mode === 'bubble' && !this.open) return win
    if (w.showTitle || this.mode === 'bubble') win.append(this.renderHeader())
    if (this.status === 'invalid') {
      win.append(h('div', { class: 'uf-invalid', role: 'alert' }, this.invalidText))
      return win
    }
    this.messagesEl = h('div', {
      class: 'uf-messages',
      role: 'log',
      'aria-live': 'polite',
      'aria-label': 'Messages',
    })
    this.fillMessages(this.messagesEl)
    win.append(this.messagesEl)
    if (this.warning) win.append(h('div', { class: 'uf-warning', role: 'alert' }, this.warning))
    if (this.pendingFiles.length) win.append(this.renderPendingFiles())
    win.append(this.renderComposer())
    const footer = w.footer
    if (footer.text || footer.company) {
      const company = footer.companyLink
        ? h('a', { href: footer.companyLink, target: '_blank', rel: 'noopener noreferrer' }, footer.company)
        : h('strong', null, footer.company)
      win.append(h('div', { class: 'uf-footer' }, footer.text ? `${footer.text} ` : '', company))
    }
    const disclaimer = this.theme.disclaimer
    if (disclaimer && !this.record.disclaimerAccepted) win.append(this.renderDisclaimer())
    return win
  }

  private renderHeader(): HTMLElement {
    const w = this.theme.chatWindow
    return h(
      'div',
      { class: 'uf-header' },
      w.titleAvatarSrc ? h('img', { src: w.titleAvatarSrc, alt: '' }) : null,
      h('h2', null, w.showTitle ? w.title : ''),
      h(
        'button',
        {
          class: 'uf-icon-btn',
          type: 'button',
          'aria-label': 'Clear chat',
          title: 'Clear chat',
          disabled: this.loading || this.status !== 'ready',
          onclick: () => this.clearChat(),
        },
        icon('clear'),
      ),
      this.mode === 'bubble'
        ? h(
            'button',
            {
              class: 'uf-icon-btn',
              type: 'button',
              'aria-label': 'Close chat',
              title: 'Close',
              onclick: () => this.setOpen(false),
            },
            icon('close'),
          )
        : null,
    )
  }

  private renderDisclaimer(): HTMLElement {
    const d = this.theme.disclaimer ?? {}
    const accept = h(
      'button',
      {
        class: 'uf-btn',
        type: 'button',
        onclick: () => {
          this.record.disclaimerAccepted = true
          this.save()
          this.render()
          this.focusInput()
        },
      },
      d.buttonText || 'Start Chatting',
    )
    return h(
      'div',
      { class: 'uf-overlay' },
      h(
        'div',
        { class: 'uf-form', role: 'alertdialog', 'aria-label': d.title || 'Disclaimer' },
        h('h3', null, d.title || 'Disclaimer'),
        h('div', null, d.message || 'By using this chatbot, you agree to the Terms and Conditions.'),
        h('div', { class: 'uf-form-actions' }, accept),
      ),
    )
  }

  private needsLead(): boolean {
    return !!this.config?.leads && !this.record.lead
  }

  private fillMessages(container: HTMLElement): void {
    const w = this.theme.chatWindow
    const items: Node[] = [this.renderMessage({ role: 'apiMessage', content: w.welcomeMessage }, -1)]
    if (this.needsLead()) items.push(this.renderLeadForm())
    const starters = w.starterPrompts.length ? w.starterPrompts : (this.config?.starterPrompts ?? [])
    if (
      this.record.messages.length === 0 &&
      !this.needsLead() &&
      this.status === 'ready' &&
      starters.length
    ) {
      items.push(
        h(
          'div',
          { class: 'uf-starters', role: 'group', 'aria-label': 'Suggested questions' },
          starters.map((p) =>
            h('button', { class: 'uf-starter', type: 'button', onclick: () => void this.send(p) }, p),
          ),
        ),
      )
    }
    this.record.messages.forEach((m, i) => items.push(this.renderMessage(m, i)))
    container.replaceChildren(...items)
  }

  private renderMessage(m: StoredMessage, index: number): HTMLElement {
    const w = this.theme.chatWindow
    const bot = m.role === 'apiMessage'
    const look = bot ? w.botMessage : w.userMessage
    const avatar = look.showAvatar
      ? look.avatarSrc
        ? h('img', { class: 'uf-avatar', src: look.avatarSrc, alt: '' })
        : bot
          ? h('span', { class: 'uf-avatar' }, icon('bot'))
          : null
      : null
    const col = h('div', { class: 'uf-col' })
    const row = h('div', { class: `uf-row ${bot ? 'bot' : 'user'}`, 'data-index': index }, avatar, col)
    this.fillMessage(col, m, index)
    return row
  }

  private fillMessage(col: HTMLElement, m: StoredMessage, index: number): void {
    const w = this.theme.chatWindow
    const bot = m.role === 'apiMessage'
    const body = h('div', { class: `uf-msg${m.error ? ' error' : ''}` })
    if (m.error) body.setAttribute('role', 'alert')
    const isLast = index === this.record.messages.length - 1
    const parts: Node[] = []
    if (bot && w.showAgentMessages && m.agentReasoning?.length)
      parts.push(this.renderAgentMessages(m.agentReasoning))
    if (bot && m.content === '' && this.loading && isLast) {
      body.append(h('span', { class: 'uf-typing', 'aria-label': 'Thinking' }, h('i'), h('i'), h('i')))
    } else if (bot) {
      body.innerHTML = renderMarkdown(m.content, { allowHtml: w.renderHTML })
      this.decorateCode(body)
    } else {
      body.textContent = m.content
    }
    if (!bot && m.fileUploads?.length) {
      parts.push(
        h(
          'div',
          { class: 'uf-chips' },
          m.fileUploads.map((f) => h('span', { class: 'uf-chip' }, f.name)),
        ),
      )
    }
    if (m.content !== '' || m.error || (bot && this.loading && isLast)) parts.push(body)
    if (bot && m.usedTools?.length) parts.push(this.renderTools(m.usedTools))
    const chips = bot ? sourceChips(m.sourceDocuments) : []
    if (chips.length) {
      parts.push(
        h(
          'div',
          { class: 'uf-chips', role: 'group', 'aria-label': w.sourceDocsTitle },
          h('span', { class: 'uf-chips-title' }, w.sourceDocsTitle),
          chips.map((c) =>
            c.url
              ? h(
                  'a',
                  {
                    class: 'uf-chip',
                    href: c.url,
                    target: '_blank',
                    rel: 'noopener noreferrer',
                    title: c.url,
                  },
                  c.label,
                )
              : h('details', { class: 'uf-detail' }, h('summary', null, c.label), h('pre', null, c.content)),
          ),
        ),
      )
    }
    const when = formatDate(m.date, { date: !!w.dateTimeToggle.date, time: !!w.dateTimeToggle.time })
    if (when) parts.push(h('div', { class: 'uf-meta' }, when))
    if (bot && index >= 0 && m.id && !(this.loading && isLast)) parts.push(this.renderActions(m, index))
    if (bot && isLast && !this.loading && m.followUpPrompts?.length) {
      parts.push(
        h(
          'div',
          { class: 'uf-chips', role: 'group', 'aria-label': 'Follow-up questions' },
          m.followUpPrompts.map((p) =>
            h('button', { class: 'uf-starter', type: 'button', onclick: () => void this.send(p) }, p),
          ),
        ),
      )
    }
    col.replaceChildren(...parts)
  }

  private renderAgentMessages(steps: unknown[]): HTMLElement {
    const blocks = steps.map((step) => {
      const s = asRecord(step)
      const name = typeof s.agentName === 'string' ? s.agentName : 'Agent'
      const msgs = Array.isArray(s.messages)
        ? s.messages.filter((x): x is string => typeof x === 'string')
        : []
      return h('details', { class: 'uf-detail' }, h('summary', null, name), h('pre', null, msgs.join('\n\n')))
    })
    return h('div', { class: 'uf-chips' }, blocks)
  }

  private renderTools(tools: unknown[]): HTMLElement {
    return h(
      'div',
      { class: 'uf-chips', role: 'group', 'aria-label': 'Used tools' },
      tools.map((tool) => {
        const t = asRecord(tool)
        const name = typeof t.tool === 'string' ? t.tool : 'tool'
        const detail = JSON.stringify({ input: t.toolInput, output: t.toolOutput }, null, 2)
        return h('details', { class: 'uf-detail' }, h('summary', null, `🛠 ${name}`), h('pre', null, detail))
      }),
    )
  }

  /** Code blocks get a copy button. */
  private decorateCode(body: HTMLElement): void {
    for (const pre of Array.from(body.querySelectorAll('pre'))) {
      const wrap = h('div', { class: 'uf-code' })
      pre.replaceWith(wrap)
      const copy = h('button', { class: 'uf-copy', type: 'button', 'aria-label': 'Copy code' }, 'Copy')
      copy.addEventListener('click', () => {
        void navigator.clipboard?.writeText(pre.textContent ?? '').then(() => {
          copy.textContent = 'Copied'
        })
      })
      wrap.append(pre, copy)
    }
  }

  private renderActions(m: StoredMessage, index: number): HTMLElement {
    const row = h('div', { class: 'uf-actions' })
    row.append(
      h(
        'button',
        {
          class: 'uf-icon-btn',
          type: 'button',
          'aria-label': 'Copy answer',
          title: 'Copy',
          onclick: () => void navigator.clipboard?.writeText(m.content),
        },
        icon('copy'),
      ),
    )
    if (this.config?.feedback && !m.error) {
      for (const rating of ['THUMBS_UP', 'THUMBS_DOWN'] as const) {
        row.append(
          h(
            'button',
            {
              class: 'uf-icon-btn',
              type: 'button',
              'aria-label': rating === 'THUMBS_UP' ? 'Thumbs up' : 'Thumbs down',
              'aria-pressed': String(m.rating === rating),
              disabled: !!m.rating && m.rating !== rating,
              onclick: () => void this.rate(index, rating),
            },
            icon(rating === 'THUMBS_UP' ? 'up' : 'down'),
          ),
        )
      }
    }
    const wrap = h('div', { class: 'uf-col' }, row)
    if (this.feedbackError === index)
      wrap.append(h('div', { class: 'uf-alert', role: 'alert' }, FEEDBACK_FAILED))
    if (this.feedbackOpen === index) wrap.append(this.renderFeedbackForm(index))
    return wrap
  }

  private renderFeedbackForm(index: number): HTMLElement {
    const text = h('textarea', {
      rows: 2,
      'aria-label': 'Feedback',
      placeholder: 'Provide additional feedback (optional)',
    })
    const form = h(
      'form',
      { class: 'uf-form' },
      text,
      h(
        'div',
        { class: 'uf-form-actions' },
        h(
          'button',
          {
            class: 'uf-btn secondary',
            type: 'button',
            onclick: () => {
              this.feedbackOpen = undefined
              this.renderMessages()
            },
          },
          'Skip',
        ),
        h('button', { class: 'uf-btn', type: 'submit' }, 'Submit feedback'),
      ),
    )
    form.addEventListener('submit', (e) => {
      e.preventDefault()
      const m = this.record.messages[index]
      if (m?.rating) void this.rate(index, m.rating, text.value.trim())
    })
    this.timers.push(window.setTimeout(() => text.focus(), 0))
    return form
  }

  private renderLeadForm(): HTMLElement {
    const leads = this.config?.leads
    const fields: { key: 'name' | 'email' | 'phone'; label: string; type: string; autocomplete: string }[] =
      []
    if (leads?.name) fields.push({ key: 'name', label: 'Name', type: 'text', autocomplete: 'name' })
    if (leads?.email) fields.push({ key: 'email', label: 'Email', type: 'email', autocomplete: 'email' })
    if (leads?.phone) fields.push({ key: 'phone', label: 'Phone', type: 'tel', autocomplete: 'tel' })
    const inputs = new Map<string, HTMLInputElement>()
    const form = h(
      'form',
      { class: 'uf-form', 'aria-label': leads?.title ?? 'Contact details', novalidate: true },
      h('h3', null, leads?.title ?? ''),
      fields.map((f) => {
        const input = h('input', {
          type: f.type,
          name: f.key,
          autocomplete: f.autocomplete,
          'aria-invalid': this.leadErrors[f.key] ? 'true' : undefined,
        })
        inputs.set(f.key, input)
        return h(
          'label',
          null,
          f.label,
          input,
          this.leadErrors[f.key]
            ? h('span', { class: 'uf-err', role: 'alert' }, this.leadErrors[f.key])
            : null,
        )
      }),
      this.leadErrors.form ? h('div', { class: 'uf-alert', role: 'alert' }, this.leadErrors.form) : null,
      h('div', { class: 'uf-form-actions' }, h('button', { class: 'uf-btn', type: 'submit' }, 'Submit')),
    )
    form.addEventListener('submit', (e) => {
      e.preventDefault()
      const values: Record<string, string> = {}
      const errors: Record<string, string> = {}
      for (const [key, input] of inputs) {
        values[key] = input.value.trim()
        if (!values[key]) errors[key] = REQUIRED
        else if (key === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values[key]))
          errors[key] = INVALID_FORMAT
        else if (key === 'phone' && !/^\+?[\d\s().-]{5,}$/.test(values[key])) errors[key] = INVALID_FORMAT
      }
      this.leadErrors = errors
      if (Object.keys(errors).length) {
        this.renderMessages()
        return
      }
      void this.submitLead(values)
    })
    return form
  }

  private renderPendingFiles(): HTMLElement {
    return h(
      'div',
      { class: 'uf-files', role: 'group', 'aria-label': 'Files to send' },
      this.pendingFiles.map((file, i) =>
        h(
          'span',
          { class: 'uf-chip' },
          file.name,
          h(
            'button',
            {
              type: 'button',
              'aria-label': `Remove ${file.name}`,
              onclick: () => {
                this.pendingFiles.splice(i, 1)
                this.render()
                this.focusInput()
              },
            },
            '×',
          ),
        ),
      ),
    )
  }

  private uploadRules(): UploadRule[] {
    return [this.config?.images, this.config?.files].filter((r): r is UploadRule => !!r)
  }

  private renderComposer(): HTMLElement {
    const input = this.theme.chatWindow.textInput
    const blocked =
      this.status !== 'ready' ||
      this.needsLead() ||
      (!!this.theme.disclaimer && !this.record.disclaimerAccepted)
    const form = h('form', { class: 'uf-composer' })
    if (this.recorder) {
      const seconds = h('span', null, '0:00')
      const started = Date.now()
      window.clearInterval(this.recordingTimer)
      this.recordingTimer = window.setInterval(() => {
        const s = Math.floor((Date.now() - started) / 1000)
        seconds.textContent = `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`
      }, 500)
      form.append(
        h(
          'div',
          { class: 'uf-recording', role: 'status' },
          h('span', { class: 'dot' }),
          'Recording',
          seconds,
        ),
        h(
          'button',
          {
            class: 'uf-icon-btn',
            type: 'button',
            'aria-label': 'Cancel recording',
            onclick: () => this.stopRecording(false),
          },
          icon('close'),
        ),
        h(
          'button',
          {
            class: 'uf-send',
            type: 'button',
            'aria-label': 'Send recording',
            onclick: () => this.stopRecording(true),
          },
          icon('send'),
        ),
      )
      return form
    }
    const rules = this.uploadRules()
    if (rules.length) {
      const picker = h('input', {
        type: 'file',
        multiple: true,
        hidden: true,
        accept: rules.some((r) => r.types.length === 0) ? undefined : rules.flatMap((r) => r.types).join(','),
      })
      picker.addEventListener('change', () => {
        this.addFiles(Array.from(picker.files ?? []))
        picker.value = ''
      })
      form.append(
        picker,
        h(
          'button',
          {
            class: 'uf-icon-btn',
            type: 'button',
            'aria-label': 'Upload files',
            title: 'Upload files',
            disabled: blocked || this.loading,
            onclick: () => picker.click(),
          },
          icon('clip'),
        ),
      )
    }
    if (this.config?.speechToText && typeof MediaRecorder !== 'undefined' && navigator.mediaDevices) {
      form.append(
        h(
          'button',
          {
            class: 'uf-icon-btn',
            type: 'button',
            'aria-label': 'Record audio',
            title: 'Record audio',
            disabled: blocked || this.loading,
            onclick: () => void this.startRecording(),
          },
          icon('mic'),
        ),
      )
    }
    const previous = this.textarea?.value ?? ''
    const textarea = h('textarea', {
      rows: 1,
      'aria-label': 'Message',
      placeholder: input.placeholder,
      disabled: blocked,
      maxlength: input.maxChars,
    })
    textarea.value = previous
    textarea.addEventListener('input', () => {
      this.fitTextarea(textarea)
      if (this.warning && (!input.maxChars || textarea.value.length <= input.maxChars)) {
        this.warning = ''
        this.windowEl?.querySelector('.uf-warning')?.remove()
      }
    })
    textarea.addEventListener('keydown', (e) => {
      if (e.key === 'Enter' && !e.shiftKey && !e.isComposing) {
        e.preventDefault()
        form.requestSubmit()
      }
    })
    this.textarea = textarea
    const action = this.loading
      ? h(
          'button',
          {
            class: 'uf-send',
            type: 'button',
            'aria-label': 'Stop',
            title: 'Stop',
            onclick: () => this.controller?.abort(),
          },
          icon('stop'),
        )
      : h(
          'button',
          { class: 'uf-send', type: 'submit', 'aria-label': 'Send', title: 'Send', disabled: blocked },
          icon('send'),
        )
    form.append(textarea, action)
    form.addEventListener('submit', (e) => {
      e.preventDefault()
      void this.send(textarea.value)
    })
    this.timers.push(window.setTimeout(() => this.fitTextarea(textarea), 0))
    return form
  }

  private fitTextarea(t: HTMLTextAreaElement): void {
    t.style.height = 'auto'
    t.style.height = `${Math.min(t.scrollHeight, 140)}px`
  }

  private renderMessages(): void {
    if (!this.messagesEl) return this.render()
    this.fillMessages(this.messagesEl)
  }

  /** Redraws the last message once per frame while tokens stream in. */
  private queueLastMessage(): void {
    if (this.renderQueued) return
    this.renderQueued = true
    requestAnimationFrame(() => {
      this.renderQueued = false
      const index = this.record.messages.length - 1
      const m = this.record.messages[index]
      const col = this.messagesEl?.querySelector(`.uf-row[data-index="${index}"] .uf-col`)
      if (!m || !(col instanceof HTMLElement)) return
      const nearEnd = this.isNearEnd()
      this.fillMessage(col, m, index)
      if (nearEnd) this.scrollToEnd()
    })
  }

  private isNearEnd(): boolean {
    const el = this.messagesEl
    return !el || el.scrollHeight - el.scrollTop - el.clientHeight < 80
  }

  private scrollToEnd(): void {
    const el = this.messagesEl
    if (el) el.scrollTop = el.scrollHeight
  }

  private focusInput(): void {
    if (this.mode === 'bubble' && !this.open) return
    if (this.mode === 'full' && !this.theme.chatWindow.textInput.autoFocus) return
    this.timers.push(
      window.setTimeout(() => {
        const lead = this.windowEl?.querySelector<HTMLInputElement>('.uf-form input')
        const target =
          lead ??
          (this.textarea?.disabled ? this.windowEl?.querySelector<HTMLElement>('button') : this.textarea)
        target?.focus()
      }, 0),
    )
  }

  // ---- actions -----------------------------------------------------------------------------------

  private save(): void {
    saveRecord(this.store, this.props.chatflowid, this.record)
    this.props.observersConfig?.observeMessages?.(this.record.messages)
  }

  private setLoading(loading: boolean): void {
    this.loading = loading
    this.props.observersConfig?.observeLoading?.(loading)
  }

  private addFiles(files: File[]): void {
    const rules = this.uploadRules()
    const accepted = files.filter((f) => fileAllowed(f, rules))
    this.warning = accepted.length < files.length ? UPLOAD_FAILED : ''
    this.pendingFiles.push(...accepted)
    this.render()
    this.focusInput()
  }

  private errorText(error: unknown, withFiles: boolean): string {
    if (withFiles && error instanceof ApiError && [400, 413, 415].includes(error.status)) return UPLOAD_FAILED
    // Refusals the flow's owner worded (allowed domains, rate limit) are shown as they are.
    if (error instanceof ApiError && (error.status === 403 || error.status === 429) && error.message)
      return error.message
    return this.theme.chatWindow.errorMessage
  }

  async send(text: string, files: File[] = this.pendingFiles): Promise<void> {
    const question = text.trim()
    if (this.loading || this.status !== 'ready' || this.needsLead()) return
    if (!question && files.length === 0) return
    const max = this.theme.chatWindow.textInput.maxChars
    if (max && question.length > max) {
      this.warning = this.theme.chatWindow.textInput.maxCharsWarningMessage.replace('{maxChars}', String(max))
      this.render()
      return
    }
    this.props.observersConfig?.observeUserInput?.(question)
    const now = new Date().toISOString()
    const user: StoredMessage = { role: 'userMessage', content: question, date: now }
    if (files.length) user.fileUploads = files.map((f) => ({ name: f.name, mime: f.type }))
    const bot: StoredMessage = { role: 'apiMessage', content: '', date: now }
    this.record.messages.push(user, bot)
    this.pendingFiles = []
    this.warning = ''
    this.feedbackOpen = undefined
    if (this.textarea) this.textarea.value = ''
    this.setLoading(true)
    this.controller = new AbortController()
    this.render()
    this.focusInput()
    this.playSound('send')
    const show = (a: Answer) => {
      bot.content = a.text
      if (a.sourceDocuments) bot.sourceDocuments = a.sourceDocuments
      if (a.usedTools) bot.usedTools = a.usedTools
      if (a.agentReasoning) bot.agentReasoning = a.agentReasoning
      this.queueLastMessage()
    }
    try {
      const answer = await this.api.predict(
        {
          question,
          chatId: this.record.chatId,
          streaming: this.streaming,
          ...(this.props.chatflowConfig ? { overrideConfig: this.props.chatflowConfig } : {}),
          ...(files.length ? { files } : {}),
          signal: this.controller.signal,
        },
        show,
      )
      show(answer)
      if (answer.chatMessageId) bot.id = answer.chatMessageId
      if (answer.followUpPrompts) bot.followUpPrompts = answer.followUpPrompts
      if (answer.chatId && answer.chatId !== this.record.chatId) this.record.chatId = answer.chatId
      this.playSound('receive')
    } catch (error) {
      if (this.destroyed) return
      if (this.controller.signal.aborted) {
        if (bot.content === '') this.record.messages.pop()
      } else {
        bot.content = this.errorText(error, files.length > 0)
        bot.error = true
        delete bot.sourceDocuments
        delete bot.usedTools
      }
    }
    this.controller = undefined
    this.setLoading(false)
    this.save()
    this.render()
    this.focusInput()
  }

  private playSound(kind: 'send' | 'receive'): void {
    const t = this.theme.chatWindow.textInput
    const src =
      kind === 'send'
        ? t.sendMessageSound && t.sendSoundLocation
        : t.receiveMessageSound && t.receiveSoundLocation
    if (src) void new Audio(src).play().catch(() => undefined)
  }

  private async rate(index: number, rating: 'THUMBS_UP' | 'THUMBS_DOWN', content = ''): Promise<void> {
    const m = this.record.messages[index]
    if (!m?.id) return
    this.feedbackError = undefined
    try {
      await this.api.feedback({ chatId: this.record.chatId, messageId: m.id, rating, content })
      m.rating = rating
      this.feedbackOpen = content ? undefined : index
      this.save()
    } catch {
      this.feedbackError = index
    }
    this.renderMessages()
  }

  private async submitLead(values: Record<string, string>): Promise<void> {
    const leads = this.config?.leads
    if (!leads) return
    try {
      await this.api.lead({ chatId: this.record.chatId, ...values })
    } catch {
      this.leadErrors = { form: this.theme.chatWindow.errorMessage }
      this.renderMessages()
      return
    }
    this.leadErrors = {}
    this.record.lead = values
    this.record.messages.push({
      role: 'apiMessage',
      content: leads.successMessage,
      date: new Date().toISOString(),
    })
    this.save()
    this.render()
    this.focusInput()
  }

  private clearChat(): void {
    this.controller?.abort()
    this.record = clearRecord(this.store, this.props.chatflowid)
    this.pendingFiles = []
    this.warning = ''
    this.feedbackOpen = undefined
    this.feedbackError = undefined
    if (this.textarea) this.textarea.value = ''
    this.props.observersConfig?.observeMessages?.([])
    this.render()
    this.focusInput()
  }

  private async startRecording(): Promise<void> {
    if (this.recorder || this.loading) return
    let stream: MediaStream
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true })
    } catch {
      this.warning = 'Microphone is not available'
      this.render()
      return
    }
    const chunks: Blob[] = []
    const recorder = new MediaRecorder(stream)
    recorder.addEventListener('dataavailable', (e) => {
      if (e.data.size) chunks.push(e.data)
    })
    recorder.addEventListener('stop', () => {
      for (const track of stream.getTracks()) track.stop()
      if (chunks.length && this.sendAudio) {
        const type = recorder.mimeType || 'audio/webm'
        const ext = type.includes('ogg') ? 'ogg' : type.includes('mp4') ? 'm4a' : 'webm'
        void this.send('', [new File(chunks, `audio.${ext}`, { type })])
      }
      this.sendAudio = false
    })
    this.recorder = recorder
    recorder.start()
    this.render()
  }

  private sendAudio = false

  private stopRecording(send: boolean): void {
    const recorder = this.recorder
    if (!recorder) return
    this.recorder = undefined
    window.clearInterval(this.recordingTimer)
    this.sendAudio = send
    if (recorder.state !== 'inactive') recorder.stop()
    if (!this.destroyed) this.render()
  }
}

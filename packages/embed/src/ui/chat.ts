// The chat widget: a bubble with a window (init) or a full-page chat (initFull), drawn in a shadow root.
// It owns the state and wires the parts (bubble, frame, message list, composer) to the server.
import { ApiError, createApi, type Answer, type Api, type FeedbackRating } from '../api'
import { fileAllowed, parsePublicConfig } from '../config'
import { normaliseApiHost, resolveTheme, type ChatbotProps } from '../options'
import type { StoredMessage } from '../storage'
import { renderBubble, renderTooltip } from './bubble'
import { renderComposer, renderPendingFiles } from './composer'
import { h } from './dom'
import { rate } from './feedback'
import { renderDisclaimer, renderFooter, renderHeader } from './frame'
import { submitLead } from './lead-form'
import { fillMessage } from './message'
import { fillMessages } from './message-list'
import { AudioRecording } from './recording'
import { ChatState, type ChatActions, type Mode } from './state'
import { STYLES } from './styles'
import { errorText, INVALID_CHATBOT, MICROPHONE_UNAVAILABLE, UPLOAD_FAILED } from './texts'
import { themeVars } from './theme-vars'

export class ChatWidget {
  private readonly root: HTMLDivElement
  private readonly shadow: ShadowRoot
  private readonly api: Api
  private readonly state: ChatState
  private readonly recording = new AudioRecording((file) => void this.send('', [file]))
  private controller: AbortController | undefined
  private destroyed = false
  private renderQueued = false
  private timers: number[] = []
  private cleanup: (() => void)[] = []

  // Parts kept between renders.
  private windowEl: HTMLDivElement | undefined
  private messagesEl: HTMLDivElement | undefined
  private textarea: HTMLTextAreaElement | undefined
  private bubble: HTMLButtonElement | undefined

  private readonly actions: ChatActions = {
    render: () => this.render(),
    renderMessages: () => this.renderMessages(),
    focusInput: () => this.focusInput(),
    later: (fn) => this.timers.push(window.setTimeout(fn, 0)),
    setOpen: (open) => this.setOpen(open),
    send: (text, files) => this.send(text, files),
    stop: () => this.controller?.abort(),
    clearChat: () => this.clearChat(),
    acceptDisclaimer: () => {
      this.state.record.disclaimerAccepted = true
      this.state.save()
      this.redraw()
    },
    rate: (index, rating, content) => this.rate(index, rating, content),
    submitLead: async (values) => {
      const result = await submitLead(this.state, this.api, values)
      if (result === 'failed') this.renderMessages()
      else if (result === 'kept') this.redraw()
    },
    addFiles: (files) => this.addFiles(files),
    removeFile: (index) => {
      this.state.pendingFiles.splice(index, 1)
      this.redraw()
    },
    startRecording: () => this.startRecording(),
    stopRecording: (send) => this.stopRecording(send),
  }

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
    this.state = new ChatState(props, mode, apiHost)
    const custom = h('style')
    custom.textContent = this.state.theme.customCSS
    this.root = h('div', { class: `uf-root ${mode}` })
    const base = h('style')
    base.textContent = STYLES
    this.shadow.append(base, custom, this.root)
    this.applyThemeVars()
    this.state.prepareHtml(() => this.renderMessages())
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
    this.state.freePreviews()
    this.shadow.replaceChildren()
  }

  private async load(): Promise<void> {
    const s = this.state
    try {
      const [raw, streaming] = await Promise.all([this.api.config(), this.api.isStreaming()])
      if (this.destroyed) return
      s.config = parsePublicConfig(raw)
      s.streaming = streaming
      s.theme = resolveTheme(this.props.theme, s.config.display)
      if (s.theme.chatWindow.clearChatOnReload && s.record.messages.length > 0) s.clearRecord()
      s.status = 'ready'
    } catch (error) {
      if (this.destroyed) return
      // Only "this flow is not a public chatbot" makes the bot invalid; other failures leave it usable.
      if (error instanceof ApiError && [401, 403, 404].includes(error.status)) {
        s.status = 'invalid'
        // A refused origin says so in the owner's words; anything else is simply not a public bot.
        s.invalidText = error.status === 403 && error.message ? error.message : INVALID_CHATBOT
      } else s.status = 'ready'
      s.config ??= parsePublicConfig({})
    }
    this.applyThemeVars()
    s.prepareHtml(() => this.renderMessages())
    this.render()
    if (s.open) this.focusInput()
  }

  private applyThemeVars(): void {
    for (const [name, value] of Object.entries(themeVars(this.state.theme, this.mode)))
      this.root.style.setProperty(name, value)
  }

  private scheduleAutoOpen(): void {
    const auto = this.state.theme.button.autoWindowOpen
    if (!auto.autoOpen) return
    if (!auto.autoOpenOnMobile && window.matchMedia?.('(max-width: 640px)').matches) return
    this.timers.push(window.setTimeout(() => this.setOpen(true), Math.max(0, auto.openDelay) * 1000))
  }

  setOpen(open: boolean): void {
    if (this.mode !== 'bubble' || this.state.open === open) return
    this.state.open = open
    this.render()
    if (open) this.focusInput()
    else this.bubble?.focus()
  }

  // ---- rendering ---------------------------------------------------------------------------------

  private render(): void {
    if (this.destroyed) return
    const children: Node[] = []
    if (this.mode === 'bubble') {
      this.bubble = renderBubble(this.state, this.actions, this.root)
      const tooltip = renderTooltip(this.state)
      children.push(this.bubble)
      if (tooltip) children.push(tooltip)
    }
    this.windowEl = this.renderWindow()
    children.push(this.windowEl)
    this.root.replaceChildren(...children)
    this.scrollToEnd()
  }

  private redraw(): void {
    this.render()
    this.focusInput()
  }

  private renderWindow(): HTMLDivElement {
    const s = this.state
    const a = this.actions
    const w = s.theme.chatWindow
    const win = h('div', {
      class: 'uf-window',
      role: this.mode === 'bubble' ? 'dialog' : 'region',
      'aria-label': w.title || 'Chat',
      hidden: this.mode === 'bubble' && !s.open,
    })
    win.addEventListener('keydown', (e) => {
      if (e.key === 'Escape' && this.mode === 'bubble') {
        e.stopPropagation()
        this.setOpen(false)
      }
    })
    if (this.mode === 'bubble' && !s.open) return win
    if (w.showTitle || this.mode === 'bubble') win.append(renderHeader(s, a))
    if (s.status === 'invalid') {
      win.append(h('div', { class: 'uf-invalid', role: 'alert' }, s.invalidText))
      return win
    }
    this.messagesEl = h('div', {
      class: 'uf-messages',
      role: 'log',
      'aria-live': 'polite',
      'aria-label': 'Messages',
    })
    fillMessages(s, a, this.messagesEl)
    win.append(this.messagesEl)
    if (s.warning) win.append(h('div', { class: 'uf-warning', role: 'alert' }, s.warning))
    if (s.pendingFiles.length) win.append(renderPendingFiles(s, a))
    const composer = renderComposer(s, a, this.recording, this.textarea?.value ?? '')
    if (composer.textarea) this.textarea = composer.textarea
    win.append(composer.form)
    const footer = renderFooter(s)
    if (footer) win.append(footer)
    if (s.theme.disclaimer && !s.record.disclaimerAccepted) win.append(renderDisclaimer(s, a))
    return win
  }

  private renderMessages(): void {
    if (!this.messagesEl) return this.render()
    fillMessages(this.state, this.actions, this.messagesEl)
  }

  /** Redraws the last message once per frame while tokens stream in. */
  private queueLastMessage(): void {
    if (this.renderQueued) return
    this.renderQueued = true
    requestAnimationFrame(() => {
      this.renderQueued = false
      const index = this.state.record.messages.length - 1
      const m = this.state.record.messages[index]
      const col = this.messagesEl?.querySelector(`.uf-row[data-index="${index}"] .uf-col`)
      if (!m || !(col instanceof HTMLElement)) return
      const nearEnd = this.isNearEnd()
      fillMessage(this.state, this.actions, col, m, index)
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
    if (this.mode === 'bubble' && !this.state.open) return
    if (this.mode === 'full' && !this.state.theme.chatWindow.textInput.autoFocus) return
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

  private addFiles(files: File[]): void {
    const rules = this.state.uploadRules()
    const accepted = files.filter((f) => fileAllowed(f, rules))
    this.state.warning = accepted.length < files.length ? UPLOAD_FAILED : ''
    this.state.pendingFiles.push(...accepted)
    this.redraw()
  }

  async send(text: string, files: File[] = this.state.pendingFiles): Promise<void> {
    const s = this.state
    const question = text.trim()
    if (s.loading || s.status !== 'ready' || s.needsLead()) return
    if (!question && files.length === 0) return
    const input = s.theme.chatWindow.textInput
    if (input.maxChars && question.length > input.maxChars) {
      s.warning = input.maxCharsWarningMessage.replace('{maxChars}', String(input.maxChars))
      this.render()
      return
    }
    this.props.observersConfig?.observeUserInput?.(question)
    const now = new Date().toISOString()
    const user: StoredMessage = { role: 'userMessage', content: question, date: now }
    if (files.length) user.fileUploads = files.map((f) => ({ name: f.name, mime: f.type }))
    s.keepPreviews(user, files)
    const bot: StoredMessage = { role: 'apiMessage', content: '', date: now }
    s.record.messages.push(user, bot)
    s.pendingFiles = []
    s.warning = ''
    s.feedbackOpen = undefined
    if (this.textarea) this.textarea.value = ''
    s.setLoading(true)
    this.controller = new AbortController()
    this.redraw()
    this.playSound('send')
    const show = (answer: Answer) => {
      bot.content = answer.text
      if (answer.sourceDocuments) bot.sourceDocuments = answer.sourceDocuments
      if (answer.usedTools) bot.usedTools = answer.usedTools
      if (answer.agentReasoning) bot.agentReasoning = answer.agentReasoning
      if (answer.artifacts) bot.artifacts = answer.artifacts
      if (answer.fileAnnotations) bot.fileAnnotations = answer.fileAnnotations
      this.queueLastMessage()
    }
    try {
      const answer = await this.api.predict(
        {
          question,
          chatId: s.record.chatId,
          streaming: s.streaming,
          ...(this.props.chatflowConfig ? { overrideConfig: this.props.chatflowConfig } : {}),
          ...(files.length ? { files } : {}),
          signal: this.controller.signal,
        },
        show,
      )
      show(answer)
      if (answer.chatMessageId) bot.id = answer.chatMessageId
      if (answer.followUpPrompts) bot.followUpPrompts = answer.followUpPrompts
      if (answer.chatId && answer.chatId !== s.record.chatId) s.record.chatId = answer.chatId
      this.playSound('receive')
    } catch (error) {
      if (this.destroyed) return
      if (this.controller.signal.aborted) {
        if (bot.content === '') s.record.messages.pop()
      } else {
        bot.content = errorText(error, files.length > 0, s.theme.chatWindow.errorMessage)
        bot.error = true
        delete bot.sourceDocuments
        delete bot.usedTools
      }
    }
    this.controller = undefined
    s.setLoading(false)
    s.save()
    this.redraw()
  }

  private playSound(kind: 'send' | 'receive'): void {
    const t = this.state.theme.chatWindow.textInput
    const src =
      kind === 'send'
        ? t.sendMessageSound && t.sendSoundLocation
        : t.receiveMessageSound && t.receiveSoundLocation
    if (src) void new Audio(src).play().catch(() => undefined)
  }

  private async rate(index: number, rating: FeedbackRating, content?: string): Promise<void> {
    if (!this.state.record.messages[index]?.id) return
    await rate(this.state, this.api, index, rating, content)
    this.renderMessages()
  }

  private clearChat(): void {
    const s = this.state
    this.controller?.abort()
    s.clearRecord()
    s.pendingFiles = []
    s.warning = ''
    s.feedbackOpen = undefined
    s.feedbackError = undefined
    if (this.textarea) this.textarea.value = ''
    this.props.observersConfig?.observeMessages?.([])
    this.redraw()
  }

  private async startRecording(): Promise<void> {
    if (this.recording.active || this.state.loading) return
    if (!(await this.recording.start())) this.state.warning = MICROPHONE_UNAVAILABLE
    this.render()
  }

  private stopRecording(send: boolean): void {
    if (this.recording.stop(send) && !this.destroyed) this.render()
  }
}

// The widget's state: what it shows now and the chat kept in the page's localStorage.
import type { FeedbackRating } from '../api'
import type { PublicChatConfig, UploadRule } from '../config'
import { loadHtmlSanitizer, type HtmlSanitizer } from '../html-sanitizer'
import type { MarkdownOptions } from '../markdown'
import { resolveTheme, type ChatbotProps, type ResolvedTheme } from '../options'
import {
  clearRecord,
  loadRecord,
  newChatId,
  saveRecord,
  type ChatRecord,
  type KeyValueStore,
  type StoredMessage,
} from '../storage'
import { isShownImage, uploadFileUrl } from '../uploads'
import { INVALID_CHATBOT } from './texts'

export type Mode = 'bubble' | 'full'
export type Status = 'loading' | 'ready' | 'invalid'

function browserStore(): KeyValueStore | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

export class ChatState {
  private readonly store = browserStore()
  theme: ResolvedTheme
  config: PublicChatConfig | undefined
  status: Status = 'loading'
  invalidText = INVALID_CHATBOT
  streaming = true
  record: ChatRecord
  loading = false
  pendingFiles: File[] = []
  open: boolean
  warning = ''
  feedbackOpen: number | undefined
  feedbackError: number | undefined
  leadErrors: Record<string, string> = {}
  /** Object URLs of the images sent in this visit, by message and file name (never stored). */
  private readonly previews = new WeakMap<StoredMessage, Map<string, string>>()
  private previewUrls: string[] = []
  private htmlSanitizer: HtmlSanitizer | undefined
  private htmlLoading = false

  constructor(
    readonly props: ChatbotProps,
    readonly mode: Mode,
    readonly apiHost: string,
  ) {
    this.theme = resolveTheme(props.theme)
    this.record = loadRecord(this.store, props.chatflowid) ?? { chatId: newChatId(), messages: [] }
    this.open = mode === 'full'
  }

  /**
   * With the theme's renderHTML, fetches the HTML sanitiser (DOMPurify) and calls `ready` once it is
   * here, or once fetching it failed: answers then show their HTML as text.
   */
  prepareHtml(ready: () => void): void {
    if (!this.theme.chatWindow.renderHTML || this.htmlSanitizer || this.htmlLoading) return
    this.htmlLoading = true
    loadHtmlSanitizer()
      .then((sanitize) => {
        this.htmlSanitizer = sanitize
      })
      .catch(() => undefined)
      .finally(() => {
        this.htmlLoading = false
        ready()
      })
  }

  /** How an answer's Markdown renders; 'wait' while the HTML sanitiser loads (never unsanitised HTML). */
  markdownOptions(): MarkdownOptions | 'wait' {
    if (!this.theme.chatWindow.renderHTML) return {}
    if (this.htmlSanitizer) return { sanitizeHtml: this.htmlSanitizer }
    return this.htmlLoading ? 'wait' : {}
  }

  /** Keeps object URLs of a question's images for this visit (`uploadSrc`), freed with the chat. */
  keepPreviews(m: StoredMessage, files: readonly File[]): void {
    const shown = files.filter((f) => isShownImage(f.type))
    if (shown.length === 0) return
    const urls = new Map(shown.map((f) => [f.name, URL.createObjectURL(f)]))
    this.previewUrls.push(...urls.values())
    this.previews.set(m, urls)
  }

  /** Frees this visit's image previews (a new chat, or the widget removed). */
  freePreviews(): void {
    for (const url of this.previewUrls) URL.revokeObjectURL(url)
    this.previewUrls = []
  }

  /** Where an image a question was sent with shows from: this visit's file, else the server's copy. */
  uploadSrc(m: StoredMessage, fileName: string): string {
    const preview = this.previews.get(m)?.get(fileName)
    if (preview) return preview
    const { chatflowid: chatflowId } = this.props
    return uploadFileUrl(this.apiHost, { chatflowId, chatId: this.record.chatId, fileName })
  }

  /** Keeps the chat in localStorage and tells the page's observer. */
  save(): void {
    saveRecord(this.store, this.props.chatflowid, this.record)
    this.props.observersConfig?.observeMessages?.(this.record.messages)
  }

  /** Starts a new chat (a new chat id, no messages). */
  clearRecord(): void {
    this.freePreviews()
    this.record = clearRecord(this.store, this.props.chatflowid)
  }

  setLoading(loading: boolean): void {
    this.loading = loading
    this.props.observersConfig?.observeLoading?.(loading)
  }

  needsLead(): boolean {
    return !!this.config?.leads && !this.record.lead
  }

  /** Typing is off until the bot is ready, the lead is given and the disclaimer accepted. */
  inputBlocked(): boolean {
    return (
      this.status !== 'ready' ||
      this.needsLead() ||
      (!!this.theme.disclaimer && !this.record.disclaimerAccepted)
    )
  }

  uploadRules(): UploadRule[] {
    return [this.config?.images, this.config?.files].filter((r): r is UploadRule => !!r)
  }
}

/** What the widget's parts ask of it when the user acts. */
export interface ChatActions {
  render(): void
  renderMessages(): void
  focusInput(): void
  /** Runs `fn` on the next task (dropped if the widget is destroyed first). */
  later(fn: () => void): void
  setOpen(open: boolean): void
  send(text: string, files?: File[]): Promise<void>
  stop(): void
  clearChat(): void
  acceptDisclaimer(): void
  rate(index: number, rating: FeedbackRating, content?: string): Promise<void>
  submitLead(values: Record<string, string>): Promise<void>
  addFiles(files: File[]): void
  removeFile(index: number): void
  startRecording(): Promise<void>
  stopRecording(send: boolean): void
}

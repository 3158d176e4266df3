// HTML in an answer, when the flow's theme turns renderHTML on, goes through DOMPurify with an allowlist
// of tags and attributes. DOMPurify is imported on demand, so it is a chunk of its own next to web.js that
// only pages with renderHTML fetch.
import type { DOMPurify, UponSanitizeAttributeHookEvent, WindowLike } from 'dompurify'
import { safeUrl } from '@unikflow/graph/protocols'

/** Turns an HTML string into one that is safe to give innerHTML. */
export type HtmlSanitizer = (html: string) => string

const ALLOWED_TAGS = (
  'a b strong i em u s del ins code pre br p div span ul ol li blockquote h1 h2 h3 h4 h5 h6 img ' +
  'table thead tbody tfoot tr th td hr sub sup small mark details summary kbd input'
).split(' ')

/** The attributes each tag may keep; any other attribute is dropped. */
const TAG_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
  td: ['colspan', 'rowspan', 'align'],
  th: ['colspan', 'rowspan', 'align'],
  ol: ['start'],
  code: ['class'],
  div: ['class'],
  details: ['open'],
  // Task-list boxes of our own Markdown; any input is made a disabled checkbox.
  input: ['type', 'disabled', 'checked'],
}
const ALLOWED_ATTR = [...new Set(Object.values(TAG_ATTRIBUTES).flat())]

/** The value an allowed attribute keeps (already decoded by the parser), or undefined to drop it. */
function attributeValue(tag: string, name: string, value: string): string | undefined {
  const trimmed = value.trim()
  switch (name) {
    case 'href':
      return safeUrl(value, 'link')
    case 'src':
      return safeUrl(value, 'image')
    case 'width':
    case 'height':
    case 'colspan':
    case 'rowspan':
    case 'start':
      return /^\d{1,4}$/.test(trimmed) ? trimmed : undefined
    case 'align':
      return /^(left|right|center)$/i.test(trimmed) ? trimmed.toLowerCase() : undefined
    case 'class':
      if (tag === 'div') return trimmed === 'table' ? trimmed : undefined
      return /^language-[\w+#.-]{1,40}$/.test(trimmed) ? trimmed : undefined
    case 'loading':
      return trimmed === 'lazy' ? trimmed : undefined
    case 'type':
      return trimmed === 'checkbox' ? trimmed : undefined
    case 'open':
    case 'disabled':
    case 'checked':
      return ''
    default:
      return value
  }
}

function checkAttribute(node: Element, data: UponSanitizeAttributeHookEvent): void {
  const tag = node.nodeName.toLowerCase()
  const value = TAG_ATTRIBUTES[tag]?.includes(data.attrName)
    ? attributeValue(tag, data.attrName, data.attrValue)
    : undefined
  if (value === undefined) data.keepAttr = false
  else data.attrValue = value
}

function finishElement(node: Element): void {
  const tag = node.nodeName.toLowerCase()
  if (tag === 'a') {
    node.setAttribute('target', '_blank')
    node.setAttribute('rel', 'noopener noreferrer')
  } else if (tag === 'input') {
    node.setAttribute('type', 'checkbox')
    node.setAttribute('disabled', '')
  }
}

/** A sanitiser on its own DOMPurify instance, bound to `root` (the page's window). */
export function createHtmlSanitizer(createPurify: DOMPurify, root: WindowLike): HtmlSanitizer {
  const purify = createPurify(root)
  purify.addHook('uponSanitizeAttribute', checkAttribute)
  purify.addHook('afterSanitizeAttributes', finishElement)
  purify.setConfig({
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
  })
  return (html) => purify.sanitize(html)
}

let loading: Promise<HtmlSanitizer> | undefined

/** Fetches DOMPurify (once) and gives the widget's sanitiser. */
export function loadHtmlSanitizer(): Promise<HtmlSanitizer> {
  loading ??= import('dompurify').then(
    (module) => createHtmlSanitizer(module.default, window),
    (error: unknown) => {
      // A failed fetch (offline, chunk missing) may succeed on the next try.
      loading = undefined
      throw error
    },
  )
  return loading
}

import { memo, useMemo } from 'react'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import ReactMarkdown, { type Components, type Options } from 'react-markdown'
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize'
import remarkGfm from 'remark-gfm'
import { safeUrl } from '@unikflow/graph/protocols'
import type { ChatAttachment } from '../model/chat-messages'
import { downloadStored } from './ChatAttachments'

/**
 * Where OpenAI's code interpreter says a file it made is (`sandbox:/mnt/data/report.csv`): the answer's kept
 * file of that name, if the run kept one.
 */
function sandboxFile(href: string, files: readonly ChatAttachment[]): ChatAttachment | undefined {
  if (!href.startsWith('sandbox:')) return undefined
  const name = decodeURIComponent(href.slice(href.lastIndexOf('/') + 1))
  return files.find((f) => f.download && f.stored && f.name === name)
}

const NO_FILES: readonly ChatAttachment[] = []

/** The sanitiser's defaults, `sandbox:` links kept for `urlTransform` (which drops those naming no kept file). */
const SANITIZE_SCHEMA = {
  ...defaultSchema,
  protocols: { ...defaultSchema.protocols, href: [...(defaultSchema.protocols?.href ?? []), 'sandbox'] },
}
const REHYPE_PLUGINS = [[rehypeSanitize, SANITIZE_SCHEMA]] satisfies Options['rehypePlugins']

const componentsFor = (files: readonly ChatAttachment[]): Components => ({
  a: ({ href, children }) => {
    const file = href ? sandboxFile(href, files) : undefined
    if (file)
      return (
        <Link component="button" onClick={() => void downloadStored(file).catch(() => undefined)}>
          {children}
        </Link>
      )
    return href ? (
      <Link href={href} target="_blank" rel="noopener noreferrer nofollow">
        {children}
      </Link>
    ) : (
      <span>{children}</span>
    )
  },
  // Images from an answer are not fetched automatically (tracking pixels); they show as links.
  img: ({ src, alt }) =>
    typeof src === 'string' && src ? (
      <Link href={src} target="_blank" rel="noopener noreferrer nofollow">
        {alt || src}
      </Link>
    ) : null,
})

/**
 * An answer as markdown (GFM: tables, lists, code blocks). Raw HTML is never rendered (skipped, then
 * the tree is sanitised), URLs pass `safeUrl`, so no script, event handler or `javascript:` link runs. A
 * `sandbox:` link naming one of `files` (what the answer's run made) downloads that file.
 */
export const ChatMarkdown = memo(function ChatMarkdown({
  text,
  files = NO_FILES,
}: {
  text: string
  files?: readonly ChatAttachment[]
}) {
  const components = useMemo(() => componentsFor(files), [files])
  return (
    <Box
      sx={{
        fontSize: 14,
        lineHeight: 1.55,
        overflowWrap: 'anywhere',
        '& > :first-of-type': { mt: 0 },
        '& > :last-child': { mb: 0 },
        '& p': { my: 0.75 },
        '& ul, & ol': { my: 0.75, pl: 3 },
        '& pre': {
          my: 1,
          p: 1.25,
          borderRadius: 1,
          overflowX: 'auto',
          bgcolor: (theme) => (theme.palette.mode === 'dark' ? '#0d1117' : '#f6f8fa'),
          border: 1,
          borderColor: 'divider',
          fontSize: 13,
          lineHeight: 1.45,
        },
        '& code': {
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: '0.9em',
        },
        '& :not(pre) > code': {
          px: 0.5,
          py: 0.125,
          borderRadius: 0.5,
          bgcolor: 'action.hover',
        },
        '& table': { borderCollapse: 'collapse', my: 1, display: 'block', overflowX: 'auto' },
        '& th, & td': { border: 1, borderColor: 'divider', px: 1, py: 0.5 },
        '& blockquote': { m: 0, pl: 1.5, borderLeft: 3, borderColor: 'divider', color: 'text.secondary' },
      }}
    >
      <ReactMarkdown
        remarkPlugins={[remarkGfm]}
        rehypePlugins={REHYPE_PLUGINS}
        skipHtml
        urlTransform={(url, _key, node) =>
          sandboxFile(url, files) ? url : (safeUrl(url, node.tagName === 'img' ? 'image' : 'link') ?? '')
        }
        components={components}
      >
        {text}
      </ReactMarkdown>
    </Box>
  )
})

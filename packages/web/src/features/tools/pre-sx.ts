/** A block of monospace text (a schema, code) with a border, scrolling past 320 px. */
export const PRE_SX = {
  m: 0,
  p: 1.5,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: 12,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  maxHeight: 320,
  overflow: 'auto',
} as const

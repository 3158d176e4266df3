import type { NodeTypes } from '@xyflow/react'
import { CanvasNodeCard } from './CanvasNodeCard'
import { StickyNoteNode } from './StickyNoteNode'

/** Declared once at module scope: a new object per render would remount every node (xyflow error002). */
export const nodeTypes = { customNode: CanvasNodeCard, stickyNote: StickyNoteNode } satisfies NodeTypes

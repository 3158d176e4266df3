// What the canvas editor is given by its page.
import type { Dispatch, RefObject } from 'react'
import type { Viewport } from '@xyflow/react'
import type { TPublicNodeDescriptor } from '@unikflow/graph'
import type { EditorAction, EditorState } from './model/editor-reducer'
import type { PaletteTab } from './palette/palette-groups'

export interface FlowCanvasProps {
  unikId: string
  state: EditorState
  dispatch: Dispatch<EditorAction>
  descriptors: readonly TPublicNodeDescriptor[]
  /** The palette's tabs for this flow's kind (`paletteTabsFor`). */
  paletteTabs: readonly PaletteTab[]
  /** Set by the canvas: reads the viewport as it is now (saved with the flow). */
  viewportGetter: RefObject<(() => Viewport) | null>
  /** The viewport saved with the flow: only a large flow opens there, when it shows some of its nodes. */
  savedViewport?: Viewport | undefined
  /** Bumped to make the canvas fit the whole flow (after an import). */
  fitToken: number
  onSave: () => void
  /** A preview (a template): no palette, nothing moves, connects or changes; every field disabled. */
  readOnly?: boolean
  /** Loads a flow file onto the canvas (offered by the empty canvas). */
  onImport?: (file: File) => void
}

import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { TChatflowSummary, TComponentCredential, TPublicNodeDescriptor } from '@unikflow/graph'

/** The open flow as the canvas knows it: its stored fields without `flowData` (the graph lives in the editor). */
export type CanvasChatflow = Pick<
  TChatflowSummary,
  'id' | 'name' | 'type' | 'version' | 'category' | 'updatedAt'
>

/** Client state of the canvas (docs/product.md#data): the document itself stays in the editor, not here. */
export interface CanvasState {
  isDirty: boolean
  chatflow: CanvasChatflow | null
  canvasDialogShow: boolean
  componentNodes: TPublicNodeDescriptor[]
  componentCredentials: TComponentCredential[]
}

export const initialCanvas: CanvasState = {
  isDirty: false,
  chatflow: null,
  canvasDialogShow: false,
  componentNodes: [],
  componentCredentials: [],
}

const canvasSlice = createSlice({
  name: 'canvas',
  initialState: initialCanvas,
  reducers: {
    setDirty(state) {
      state.isDirty = true
    },
    removeDirty(state) {
      state.isDirty = false
    },
    setChatflow(state, action: PayloadAction<CanvasChatflow | null>) {
      state.chatflow = action.payload
    },
    renameChatflow(state, action: PayloadAction<string>) {
      if (state.chatflow) state.chatflow.name = action.payload
    },
    showCanvasDialog(state) {
      state.canvasDialogShow = true
    },
    hideCanvasDialog(state) {
      state.canvasDialogShow = false
    },
    setComponentNodes: {
      reducer(state, action: PayloadAction<TPublicNodeDescriptor[]>) {
        state.componentNodes = action.payload
      },
      // Frozen before the reducer: immer skips a frozen value, where it would otherwise walk the whole
      // catalogue (~0.5 MB of JSON) looking for drafts and then freeze every object in it, as the canvas opens.
      prepare(nodes: TPublicNodeDescriptor[]) {
        Object.freeze(nodes)
        return { payload: nodes }
      },
    },
    setComponentCredentials(state, action: PayloadAction<TComponentCredential[]>) {
      state.componentCredentials = action.payload
    },
    /** Leaving the canvas: the catalogue stays (it is the same for every flow). */
    closeCanvas(state) {
      state.isDirty = false
      state.chatflow = null
      state.canvasDialogShow = false
    },
  },
})

export const {
  setDirty,
  removeDirty,
  setChatflow,
  renameChatflow,
  showCanvasDialog,
  hideCanvasDialog,
  setComponentNodes,
  setComponentCredentials,
  closeCanvas,
} = canvasSlice.actions
export const canvasReducer = canvasSlice.reducer

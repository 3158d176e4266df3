import type { TFlowData } from '../schema/flow-data'

/** Every graph edit returns a new flow; `changed` drives the canvas dirty flag and the undo stack. */
export type TFlowChange<F extends TFlowData = TFlowData> = { readonly flow: F; readonly changed: boolean }

import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

export interface ConfirmState {
  show: boolean
  title: string
  description: string
  confirmButtonName: string
  cancelButtonName: string
  customBtnId: string
  /** The confirm button's look: red for what deletes or discards (the default), primary otherwise. */
  tone: 'danger' | 'primary'
}

export type ConfirmPayload = Partial<Omit<ConfirmState, 'show'>> & { title: string }

export const initialConfirm: ConfirmState = {
  show: false,
  title: '',
  description: '',
  confirmButtonName: '',
  cancelButtonName: '',
  customBtnId: '',
  tone: 'danger',
}

const confirmSlice = createSlice({
  name: 'confirm',
  initialState: initialConfirm,
  reducers: {
    showConfirm(_state, action: PayloadAction<ConfirmPayload>) {
      return { ...initialConfirm, ...action.payload, show: true }
    },
    hideConfirm() {
      return initialConfirm
    },
  },
})

export const { showConfirm, hideConfirm } = confirmSlice.actions
export const confirmReducer = confirmSlice.reducer

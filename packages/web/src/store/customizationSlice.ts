import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { BORDER_RADIUS, FONT_FAMILY } from '../config/constants'

export interface CustomizationState {
  /** Ids of the open (expanded or selected) menu entries. */
  isOpen: string[]
  /** Whether the side drawer is open. */
  opened: boolean
  fontFamily: string
  borderRadius: number
  isHorizontal: boolean
  isDarkMode: boolean
}

export function initialCustomization(overrides: Partial<CustomizationState> = {}): CustomizationState {
  return {
    isOpen: [],
    opened: true,
    fontFamily: FONT_FAMILY,
    borderRadius: BORDER_RADIUS,
    isHorizontal: false,
    isDarkMode: false,
    ...overrides,
  }
}

const customizationSlice = createSlice({
  name: 'customization',
  initialState: initialCustomization(),
  reducers: {
    menuOpen(state, action: PayloadAction<string>) {
      state.isOpen = [action.payload]
    },
    setMenu(state, action: PayloadAction<boolean>) {
      state.opened = action.payload
    },
    toggleMenu(state) {
      state.opened = !state.opened
    },
    setFontFamily(state, action: PayloadAction<string>) {
      state.fontFamily = action.payload
    },
    setBorderRadius(state, action: PayloadAction<number>) {
      state.borderRadius = action.payload
    },
    setLayout(state, action: PayloadAction<boolean>) {
      state.isHorizontal = action.payload
    },
    setDarkMode(state, action: PayloadAction<boolean>) {
      state.isDarkMode = action.payload
    },
  },
})

export const { menuOpen, setMenu, toggleMenu, setFontFamily, setBorderRadius, setLayout, setDarkMode } =
  customizationSlice.actions
export const customizationReducer = customizationSlice.reducer

import { describe, expect, it } from 'vitest'
import { confirmReducer, hideConfirm, initialConfirm, showConfirm } from './confirmSlice'
import {
  customizationReducer,
  initialCustomization,
  menuOpen,
  setBorderRadius,
  setDarkMode,
  setFontFamily,
  setLayout,
  setMenu,
  toggleMenu,
} from './customizationSlice'
import {
  closeSnackbar,
  enqueueSnackbar,
  initialNotifier,
  makeNotificationKey,
  notifierReducer,
  removeSnackbar,
} from './notifierSlice'

describe('customization slice', () => {
  it('starts with the spec defaults', () => {
    expect(initialCustomization()).toEqual({
      isOpen: [],
      opened: true,
      fontFamily: `'Roboto', sans-serif`,
      borderRadius: 12,
      isHorizontal: false,
      isDarkMode: false,
    })
  })

  it('applies every action', () => {
    let s = initialCustomization()
    s = customizationReducer(s, menuOpen('dashboard'))
    expect(s.isOpen).toEqual(['dashboard'])
    s = customizationReducer(s, setMenu(false))
    expect(s.opened).toBe(false)
    s = customizationReducer(s, toggleMenu())
    expect(s.opened).toBe(true)
    s = customizationReducer(s, setFontFamily('Inter'))
    s = customizationReducer(s, setBorderRadius(8))
    s = customizationReducer(s, setLayout(true))
    s = customizationReducer(s, setDarkMode(true))
    expect(s).toMatchObject({ fontFamily: 'Inter', borderRadius: 8, isHorizontal: true, isDarkMode: true })
  })
})

describe('notifier slice', () => {
  it('uses the key from the options, else a time-and-random key', () => {
    expect(makeNotificationKey({ key: 'k1' })).toBe('k1')
    const generated = makeNotificationKey(undefined, 1700000000000)
    expect(generated).toMatch(/^1700000000000-[a-z0-9]+$/)
    expect(makeNotificationKey({}, 1)).not.toBe(makeNotificationKey({}, 1))
  })

  it('enqueues, closes one, closes all, removes', () => {
    let s = notifierReducer(initialNotifier, enqueueSnackbar({ message: 'one', options: { key: 'a' } }))
    s = notifierReducer(s, enqueueSnackbar({ message: 'two', options: { variant: 'error' } }))
    expect(s.notifications).toHaveLength(2)
    expect(s.notifications[0]).toEqual({ key: 'a', message: 'one', options: { key: 'a' }, dismissed: false })
    expect(s.notifications[1]?.options.variant).toBe('error')

    s = notifierReducer(s, closeSnackbar('a'))
    expect(s.notifications.map((n) => n.dismissed)).toEqual([true, false])
    s = notifierReducer(s, closeSnackbar())
    expect(s.notifications.every((n) => n.dismissed)).toBe(true)

    s = notifierReducer(s, removeSnackbar('a'))
    expect(s.notifications.map((n) => n.message)).toEqual(['two'])
  })
})

describe('confirm slice', () => {
  it('shows with the given texts and hides back to the initial state', () => {
    const shown = confirmReducer(
      initialConfirm,
      showConfirm({ title: 'Delete?', description: 'Sure', confirmButtonName: 'Delete', customBtnId: 'x' }),
    )
    expect(shown).toEqual({
      show: true,
      title: 'Delete?',
      description: 'Sure',
      confirmButtonName: 'Delete',
      cancelButtonName: '',
      customBtnId: 'x',
      tone: 'danger',
    })
    expect(confirmReducer(shown, hideConfirm())).toEqual(initialConfirm)
    // A choice that deletes nothing asks with a primary button.
    expect(confirmReducer(initialConfirm, showConfirm({ title: 'Open?', tone: 'primary' })).tone).toBe(
      'primary',
    )
  })
})

import type { ReactNode } from 'react'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import MenuItem from '@mui/material/MenuItem'

/** One entry of the canvas's settings menu: closes the menu, then does its thing. */
export function SettingsMenuItem({
  icon,
  label,
  disabled,
  danger = false,
  onClose,
  onClick,
}: {
  icon: ReactNode
  label: string
  disabled?: boolean
  danger?: boolean
  onClose: () => void
  onClick: () => void
}) {
  return (
    <MenuItem
      disabled={disabled}
      onClick={() => {
        onClose()
        onClick()
      }}
      sx={danger ? { color: 'error.main' } : undefined}
    >
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  )
}

import Avatar from '@mui/material/Avatar'
import { kindInitials } from './credential-form'

// Credential kinds have no icons of their own: a letter avatar, tinted by the kind so kinds differ.
const TINTS = ['#1e88e5', '#8e24aa', '#43a047', '#f4511e', '#00897b', '#6d4c41', '#3949ab', '#c0ca33']

function tintOf(name: string): string {
  let hash = 0
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0
  return TINTS[hash % TINTS.length] ?? '#1e88e5'
}

export function KindAvatar({ name, label, size = 32 }: { name: string; label: string; size?: number }) {
  return (
    <Avatar
      variant="rounded"
      aria-hidden
      sx={{ width: size, height: size, fontSize: size * 0.42, fontWeight: 600, bgcolor: tintOf(name) }}
    >
      {kindInitials(label)}
    </Avatar>
  )
}

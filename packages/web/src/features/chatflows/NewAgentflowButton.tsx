import { useState } from 'react'
import { useNavigate } from 'react-router'
import Button from '@mui/material/Button'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Add from '@mui/icons-material/Add'
import ArrowDropDown from '@mui/icons-material/ArrowDropDown'
import { useTranslation } from 'react-i18next'
import { NEW_AGENTFLOW_TYPES, newAgentflowUrl } from './flow-kinds'

/** "Add new" on the agentflows page: Agentflow v2 (offered first, as Flowise 3 does) or Sequential Agents (v1). */
export function NewAgentflowButton({ unikId }: { unikId: string }) {
  const { t } = useTranslation('chatflows')
  const navigate = useNavigate()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  return (
    <>
      <Button
        variant="contained"
        startIcon={<Add />}
        endIcon={<ArrowDropDown />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {t('addNew')}
      </Button>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {NEW_AGENTFLOW_TYPES.map((type, i) => (
          <MenuItem
            key={type}
            autoFocus={i === 0}
            onClick={() => {
              setAnchor(null)
              void navigate(newAgentflowUrl(unikId, type))
            }}
            sx={{ maxWidth: 360, whiteSpace: 'normal' }}
          >
            <ListItemText primary={t(`agentKind.${type}`)} secondary={t(`newAgentflow.${type}`)} />
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}

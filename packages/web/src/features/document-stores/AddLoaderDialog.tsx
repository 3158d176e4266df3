import Avatar from '@mui/material/Avatar'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import List from '@mui/material/List'
import ListItemAvatar from '@mui/material/ListItemAvatar'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Skeleton from '@mui/material/Skeleton'
import { DOCUMENT_LOADER_NAMES } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { FormDialogActions } from '../../ui/form-dialog'
import { nodeIconUrl } from '../../api/nodes'
import { useNodeCatalogue } from './use-node-catalogue'
import { useCatalogueText } from '../../i18n/catalogue-text'

/** Picks the loader node of a new loader: the loaders a store accepts, with the catalogue's descriptions. */
export function AddLoaderDialog({
  open,
  onClose,
  onPick,
}: {
  open: boolean
  onClose: () => void
  onPick: (name: string) => void
}) {
  const { t } = useTranslation('document-store')
  const text = useCatalogueText()
  const nodes = useNodeCatalogue()
  const loaders = DOCUMENT_LOADER_NAMES.map((name) => ({
    name,
    node: nodes.data?.find((n) => n.name === name),
  }))
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="add-loader-title">
      <DialogTitle id="add-loader-title">{t('selectLoader')}</DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        {nodes.isPending ? (
          <Skeleton variant="rounded" height={240} sx={{ m: 2 }} />
        ) : (
          <List>
            {loaders.map(({ name, node }) => (
              <ListItemButton key={name} onClick={() => onPick(name)}>
                <ListItemAvatar>
                  <Avatar src={nodeIconUrl(name)} alt="" sx={{ bgcolor: 'common.white', p: 0.75 }} />
                </ListItemAvatar>
                <ListItemText
                  primary={t(`loaders.${name}`, { defaultValue: text(node?.label ?? name) })}
                  secondary={node?.description && text(node.description)}
                />
              </ListItemButton>
            ))}
          </List>
        )}
      </DialogContent>
      <FormDialogActions busy={false} onCancel={onClose} />
    </Dialog>
  )
}

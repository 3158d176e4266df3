import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControlLabel from '@mui/material/FormControlLabel'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { scrapeLinks } from '../../api/document-stores'
import { useErrorText } from '../../ui/useNotify'

interface ScrapedLinksDialogProps {
  open: boolean
  unikId: string
  url: string
  limit: number
  /** Links picked before. */
  selected: string[]
  onClose: () => void
  onSave: (url: string, links: string[]) => void
}

export function ScrapedLinksDialog({ open, ...props }: ScrapedLinksDialogProps) {
  return (
    <Dialog open={open} onClose={props.onClose} maxWidth="md" fullWidth aria-labelledby="scraped-links-title">
      {open && <LinksForm {...props} />}
    </Dialog>
  )
}

/** "Manage scraped links": the page's links fetched by the server (through the outbound guard), picked one by one. */
function LinksForm({
  unikId,
  url: startUrl,
  limit,
  selected,
  onClose,
  onSave,
}: Omit<ScrapedLinksDialogProps, 'open'>) {
  const { t } = useTranslation('document-store')
  const errorText = useErrorText()
  const [url, setUrl] = useState(startUrl)
  const [links, setLinks] = useState<string[]>(selected)
  const [picked, setPicked] = useState<Set<string>>(new Set(selected))
  const fetchLinks = useMutation({
    mutationFn: () => scrapeLinks(unikId, url.trim(), limit),
    onSuccess: (found) => {
      setLinks(found)
      setPicked(new Set(found))
    },
  })
  const toggle = (link: string) =>
    setPicked((prev) => {
      const next = new Set(prev)
      if (next.has(link)) next.delete(link)
      else next.add(link)
      return next
    })
  const all = links.length > 0 && links.every((l) => picked.has(l))

  return (
    <>
      <DialogTitle id="scraped-links-title">{t('scrapedLinks.title')}</DialogTitle>
      <DialogContent dividers>
        <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
          <TextField
            label={t('scrapedLinks.url')}
            size="small"
            fullWidth
            value={url}
            onChange={(e) => setUrl(e.target.value)}
          />
          <Button
            variant="contained"
            onClick={() => fetchLinks.mutate()}
            loading={fetchLinks.isPending}
            disabled={url.trim() === ''}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t('scrapedLinks.fetch')}
          </Button>
        </Stack>
        {fetchLinks.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorText(fetchLinks.error)}
          </Alert>
        )}
        {links.length === 0 ? (
          <Typography color="text.secondary" variant="body2">
            {fetchLinks.isSuccess ? t('scrapedLinks.none') : t('scrapedLinks.hint')}
          </Typography>
        ) : (
          <>
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={all}
                    indeterminate={!all && picked.size > 0}
                    onChange={() => setPicked(all ? new Set() : new Set(links))}
                  />
                }
                label={t('scrapedLinks.all')}
              />
              <Typography variant="body2" color="text.secondary">
                {t('scrapedLinks.picked', { count: picked.size, total: links.length })}
              </Typography>
            </Box>
            <List dense sx={{ maxHeight: 360, overflowY: 'auto' }}>
              {links.map((link) => (
                <ListItem key={link} disablePadding>
                  <FormControlLabel
                    sx={{ width: '100%', m: 0, '& .MuiFormControlLabel-label': { overflowWrap: 'anywhere' } }}
                    control={
                      <Checkbox size="small" checked={picked.has(link)} onChange={() => toggle(link)} />
                    }
                    label={link}
                  />
                </ListItem>
              ))}
            </List>
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button
          variant="contained"
          onClick={() =>
            onSave(
              url.trim(),
              links.filter((l) => picked.has(l)),
            )
          }
        >
          {t('scrapedLinks.save')}
        </Button>
      </DialogActions>
    </>
  )
}

import { Link as RouterLink } from 'react-router'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import CardActions from '@mui/material/CardActions'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import PeopleOutlined from '@mui/icons-material/PeopleOutlined'
import { useTranslation } from 'react-i18next'
import { hasRoleAtLeast, type TUnik } from '@unikflow/graph'
import { RoleChip } from './RoleChip'

interface UnikCardProps {
  unik: TUnik
  onEdit: (unik: TUnik) => void
  onDelete: (unik: TUnik) => void
}

export function UnikCard({ unik, onEdit, onDelete }: UnikCardProps) {
  const { t } = useTranslation(['uniks', 'translation'])
  const canEdit = hasRoleAtLeast(unik.role, 'admin')
  const canDelete = unik.role === 'owner'
  const titleId = `unik-title-${unik.id}`
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={titleId}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        transition: 'border-color .2s',
        '&:hover': { borderColor: 'primary.main' },
      }}
    >
      <CardActionArea
        component={RouterLink}
        to={`/uniks/${encodeURIComponent(unik.id)}`}
        sx={{ flexGrow: 1, alignItems: 'stretch' }}
      >
        <CardContent sx={{ height: '100%' }}>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 1 }}>
            <Typography
              id={titleId}
              variant="h3"
              component="h2"
              sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}
            >
              {unik.name}
            </Typography>
            <RoleChip role={unik.role} />
          </Box>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              overflowWrap: 'anywhere',
              lineHeight: 1.5,
              minHeight: '4.5em',
            }}
          >
            {unik.description || t('noDescription')}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mt: 2, color: 'text.secondary' }}>
            <PeopleOutlined fontSize="small" aria-hidden />
            <Typography variant="body2">{t('memberCount', { count: unik.memberCount })}</Typography>
          </Box>
        </CardContent>
      </CardActionArea>
      {(canEdit || canDelete) && (
        <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 1.5 }}>
          {canEdit && (
            <Button size="small" onClick={() => onEdit(unik)}>
              {t('translation:common.edit')}
            </Button>
          )}
          {canDelete && (
            <Button size="small" color="error" onClick={() => onDelete(unik)}>
              {t('translation:common.delete')}
            </Button>
          )}
        </CardActions>
      )}
    </Card>
  )
}

import type { SvgIconComponent } from '@mui/icons-material'
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined'
import BuildOutlined from '@mui/icons-material/BuildOutlined'
import DataObjectOutlined from '@mui/icons-material/DataObjectOutlined'
import KeyOutlined from '@mui/icons-material/KeyOutlined'
import VpnKeyOutlined from '@mui/icons-material/VpnKeyOutlined'
import DashboardOutlined from '@mui/icons-material/DashboardOutlined'
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined'
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined'
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined'
import PersonOutlined from '@mui/icons-material/PersonOutlined'
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined'
import WorkspacesOutlined from '@mui/icons-material/WorkspacesOutlined'
import LibraryBooksOutlined from '@mui/icons-material/LibraryBooksOutlined'
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined'
import InsightsOutlined from '@mui/icons-material/InsightsOutlined'
import TableChartOutlined from '@mui/icons-material/TableChartOutlined'
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined'
import HistoryOutlined from '@mui/icons-material/HistoryOutlined'
import { API_DOCS_URL } from '../config/constants'

export const MENU_ITEM_TYPES = ['item', 'group', 'collapse', 'divider'] as const
export type TMenuItemType = (typeof MENU_ITEM_TYPES)[number]

/**
 * One entry of the side menu. `type` is a plain string on purpose: menu definitions may come from
 * feature modules, and an entry of a type the renderer does not know shows 'Menu Items Error'.
 */
export interface MenuNode {
  id: string
  type: TMenuItemType | (string & {})
  /** Key in the `menu` namespace. */
  title?: string
  icon?: SvgIconComponent
  url?: string
  /** Opens in a new tab (links outside the SPA such as the API docs). */
  external?: boolean
  /** Also selected for deeper paths (`/uniks/x` selects `/uniks`). */
  matchPrefix?: boolean
  isBeta?: boolean
  children?: MenuNode[]
}

/** Inside a unik. The other unik pages join this list as their features are built. */
export function unikMenu(unikId: string): MenuNode[] {
  const base = `/uniks/${encodeURIComponent(unikId)}`
  return [
    {
      id: 'unik',
      type: 'group',
      title: 'groups.unik',
      children: [
        { id: 'dashboard', type: 'item', title: 'items.dashboard', url: base, icon: DashboardOutlined },
        {
          id: 'chatflows',
          type: 'item',
          title: 'items.chatflows',
          url: `${base}/chatflows`,
          icon: AccountTreeOutlined,
          matchPrefix: true,
        },
        {
          id: 'agentflows',
          type: 'item',
          title: 'items.agentflows',
          url: `${base}/agentflows`,
          icon: SmartToyOutlined,
          matchPrefix: true,
        },
        {
          id: 'assistants',
          type: 'item',
          title: 'items.assistants',
          url: `${base}/assistants`,
          icon: SupportAgentOutlined,
          matchPrefix: true,
        },
        { id: 'tools', type: 'item', title: 'items.tools', url: `${base}/tools`, icon: BuildOutlined },
        {
          id: 'credentials',
          type: 'item',
          title: 'items.credentials',
          url: `${base}/credentials`,
          icon: KeyOutlined,
        },
        {
          id: 'variables',
          type: 'item',
          title: 'items.variables',
          url: `${base}/variables`,
          icon: DataObjectOutlined,
        },
        { id: 'apikey', type: 'item', title: 'items.apikey', url: `${base}/apikey`, icon: VpnKeyOutlined },
        {
          id: 'document-stores',
          type: 'item',
          title: 'items.documentStores',
          url: `${base}/document-stores`,
          icon: LibraryBooksOutlined,
          matchPrefix: true,
        },
        {
          id: 'analytics',
          type: 'item',
          title: 'items.analytics',
          url: `${base}/analytics`,
          icon: InsightsOutlined,
        },
        { id: 'runs', type: 'item', title: 'items.runs', url: `${base}/runs`, icon: HistoryOutlined },
        {
          id: 'datasets',
          type: 'item',
          title: 'items.datasets',
          url: `${base}/datasets`,
          icon: TableChartOutlined,
          matchPrefix: true,
        },
        {
          id: 'evaluations',
          type: 'item',
          title: 'items.evaluations',
          url: `${base}/evaluations`,
          icon: FactCheckOutlined,
          matchPrefix: true,
        },
        {
          id: 'templates',
          type: 'item',
          title: 'items.templates',
          url: `${base}/templates`,
          icon: StorefrontOutlined,
          matchPrefix: true,
        },
      ],
    },
  ]
}

/** Outside any unik. */
export function rootMenu({ isSuperAdmin }: { isSuperAdmin: boolean }): MenuNode[] {
  const children: MenuNode[] = [
    { id: 'uniks', type: 'item', title: 'items.uniks', url: '/uniks', icon: WorkspacesOutlined },
    {
      id: 'docs',
      type: 'item',
      title: 'items.docs',
      url: API_DOCS_URL,
      icon: DescriptionOutlined,
      external: true,
    },
    { id: 'profile', type: 'item', title: 'items.profile', url: '/profile', icon: PersonOutlined },
  ]
  const menu: MenuNode[] = [{ id: 'main', type: 'group', children }]
  if (isSuperAdmin) {
    menu.push({ id: 'admin-divider', type: 'divider' })
    menu.push({
      id: 'administration',
      type: 'group',
      title: 'groups.administration',
      children: [
        { id: 'admin', type: 'item', title: 'items.admin', url: '/admin', icon: AdminPanelSettingsOutlined },
      ],
    })
  }
  return menu
}

export function isItemSelected(item: MenuNode, pathname: string): boolean {
  if (!item.url || item.external) return false
  if (item.id === 'uniks' && pathname === '/') return true
  return pathname === item.url || (item.matchPrefix === true && pathname.startsWith(`${item.url}/`))
}

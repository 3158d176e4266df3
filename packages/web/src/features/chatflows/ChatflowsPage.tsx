import { FlowListPage } from './FlowListPage'

export default function ChatflowsPage() {
  return <FlowListPage kind="CHATFLOW" />
}

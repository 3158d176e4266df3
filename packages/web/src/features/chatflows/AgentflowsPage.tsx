import { FlowListPage } from './FlowListPage'

export default function AgentflowsPage() {
  return <FlowListPage kind="MULTIAGENT" />
}

/** A problem found while reading UPDL nodes; `message` is English and names the node. */
export const UpdlIssueCodes = {
  NoUpdlNodes: 'NO_UPDL_NODES',
  NoSpace: 'NO_SPACE',
  SpaceCycle: 'SPACE_CYCLE',
  SpaceBranch: 'SPACE_BRANCH',
  ManyStartSpaces: 'MANY_START_SPACES',
  ManyQuestions: 'MANY_QUESTIONS',
} as const
export type TUpdlIssueCode = (typeof UpdlIssueCodes)[keyof typeof UpdlIssueCodes]

export type TUpdlIssue = { readonly code: TUpdlIssueCode; readonly message: string; readonly nodeId?: string }

/** The spec's text for a flow without any UPDL node. */
export const noUpdlNodesMessage = 'No UPDL nodes found in this flow'

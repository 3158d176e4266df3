/** A problem found in a flow. `message` names the nodes, edges and handles involved. */
export const IssueCodes = {
  DuplicateNodeId: 'DUPLICATE_NODE_ID',
  DuplicateEdgeId: 'DUPLICATE_EDGE_ID',
  MissingNode: 'MISSING_NODE',
  MissingHandle: 'MISSING_HANDLE',
  SelfConnection: 'SELF_CONNECTION',
  TypeMismatch: 'TYPE_MISMATCH',
  TargetOccupied: 'TARGET_OCCUPIED',
  Cycle: 'CYCLE',
  ConditionVariableMissing: 'CONDITION_VARIABLE_MISSING',
  ConditionOutputMissing: 'CONDITION_OUTPUT_MISSING',
  ConditionOperationMissing: 'CONDITION_OPERATION_MISSING',
  ConditionEmpty: 'CONDITION_EMPTY',
  ConditionReturnMissing: 'CONDITION_RETURN_MISSING',
  /** An Agentflow v2 holds more than one Start node. */
  TooManyStarts: 'TOO_MANY_STARTS',
  /** The text is not a flow document at all: not JSON, nested too deep, or not of the flow schema. */
  InvalidFlowData: 'INVALID_FLOW_DATA',
} as const
export type TIssueCode = (typeof IssueCodes)[keyof typeof IssueCodes]

export type TIssue = {
  readonly code: TIssueCode
  readonly message: string
  readonly nodeId?: string
  readonly edgeId?: string
  readonly handle?: string
}

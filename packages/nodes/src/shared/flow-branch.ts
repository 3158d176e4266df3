/**
 * What a branching node (If/Else Function) supplies: the output anchor taken and the value passed on.
 * The engine gives the value to the nodes downstream and skips the nodes only reachable through the
 * other anchors.
 */
export class FlowBranch {
  constructor(
    readonly taken: string,
    readonly value: unknown,
  ) {}
}

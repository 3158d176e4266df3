/** What chain nodes supply when their "chain" output feeds another node (Chain Tool). */
export class FlowChain {
  constructor(
    readonly name: string,
    readonly run: (input: string, signal: AbortSignal) => Promise<string>,
  ) {}
}

import type { TSourceDocument } from '../context'

export interface TQueryAnswer {
  readonly text: string
  readonly sourceDocuments: readonly TSourceDocument[]
}

/** What a Query Engine placed before another node supplies: it answers a query over its documents. */
export class FlowQueryEngine {
  constructor(
    readonly label: string,
    readonly query: (query: string) => Promise<TQueryAnswer>,
  ) {}
}

/** A Query Engine under a name and description (QueryEngine Tool), for the Sub Question Query Engine. */
export class QueryEngineTool {
  constructor(
    readonly name: string,
    readonly description: string,
    readonly engine: FlowQueryEngine,
  ) {}
}

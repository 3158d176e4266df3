import type { BaseRetrieverInterface } from '@langchain/core/retrievers'
import type { TDestination } from '../../shared/llm-router'

/** What the Vector Store Retriever node supplies: a retriever the Multi Retrieval QA Chain can route to. */
export class NamedRetriever implements TDestination {
  constructor(
    readonly name: string,
    readonly description: string,
    readonly retriever: BaseRetrieverInterface,
  ) {}
}

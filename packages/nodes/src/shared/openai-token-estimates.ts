let installed: Promise<void> | undefined

/**
 * LangChain's OpenAI models count the prompt's and the answer's tokens locally after every streamed call
 * (`llmOutput.estimatedTokenUsage`), about a tenth of a prediction's CPU. Nothing reads that estimate:
 * analytics take the tokens the provider reports (`usage_metadata`, streamed thanks to `streamUsage`, see
 * model-usage.ts). So the two estimating methods answer 0 without counting. Patched on the base class
 * because ChatOpenAI and AzureChatOpenAI delegate the call to inner completions/responses models.
 * Memories and splitters that count tokens call `getNumTokens`, which stays as it is.
 */
export function skipTokenEstimates(): Promise<void> {
  installed ??= import('@langchain/openai').then(({ BaseChatOpenAI }) => {
    for (const method of ['_getEstimatedTokenCountFromPrompt', '_getNumTokensFromGenerations'])
      Object.defineProperty(BaseChatOpenAI.prototype, method, {
        value: () => Promise.resolve(0),
        configurable: true,
        writable: true,
      })
  })
  return installed
}

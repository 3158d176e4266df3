/** The passage HyDE has the model write, by Flowise's prompt keys (the tasks of the HyDE paper). */
export const HYDE_PROMPTS: readonly { name: string; prompt: string }[] = [
  { name: 'websearch', prompt: 'Write a passage that answers the question.\nQuestion: {question}\nPassage:' },
  {
    name: 'scifact',
    prompt:
      'Write a passage of a scientific paper that supports or refutes the claim.\nClaim: {question}\nPassage:',
  },
  {
    name: 'arguana',
    prompt: 'Write a counter argument to the passage.\nPassage: {question}\nCounter argument:',
  },
  {
    name: 'trec-covid',
    prompt:
      'Write a passage of a scientific paper that answers the question.\nQuestion: {question}\nPassage:',
  },
  {
    name: 'fiqa',
    prompt:
      'Write a passage of a financial article that answers the question.\nQuestion: {question}\nPassage:',
  },
  {
    name: 'dbpedia-entity',
    prompt: 'Write a short encyclopedia passage that answers the question.\nQuestion: {question}\nPassage:',
  },
  { name: 'trec-news', prompt: 'Write a news passage about the topic.\nTopic: {question}\nPassage:' },
  {
    name: 'mr-tydi',
    prompt:
      'Write a detailed passage in Swahili, Korean, Japanese or Bengali that answers the question.\nQuestion: {question}\nPassage:',
  },
]

import type { TemplateRecipe } from '../template-recipe'
import { agentflowTemplates } from './agentflows'
import { agentTemplates, textStatistics } from './agents'
import { chatTemplates } from './chat'
import { documentStoreRag, knowledgeTemplates } from './knowledge'
import { structuredTemplates } from './structured'
import { promptChaining, textTemplates } from './text'

/** Every community template written as a recipe, in the order the marketplace lists them. */
export const communityRecipes: readonly TemplateRecipe[] = [
  ...textTemplates,
  promptChaining,
  ...chatTemplates,
  ...structuredTemplates,
  ...knowledgeTemplates,
  documentStoreRag,
  ...agentTemplates,
  textStatistics,
  ...agentflowTemplates,
]

import type { TTemplate, TTemplateSummary } from '@unikflow/graph'
import { loadNodeLibrary } from '../nodes/load-node-library'
import { communityRecipes } from './community'
import { buildRecipeFlow, type TemplateRecipe } from './template-recipe'

const AR_QUIZ_TEMPLATE_ID = 'ar-quiz'

const summaryOf = (recipe: Omit<TemplateRecipe, 'nodes' | 'edges'>): TTemplateSummary => ({
  id: recipe.id,
  name: recipe.name,
  description: recipe.description,
  badge: recipe.badge ?? null,
  usecases: [...recipe.usecases],
  tags: [...recipe.tags],
  type: recipe.type,
  framework: [...recipe.framework],
  source: 'community',
  requires: recipe.requires ?? null,
  createdDate: null,
})

const arQuiz = {
  id: AR_QUIZ_TEMPLATE_ID,
  name: 'AR Quiz',
  description:
    'A two-question quiz shown on an AR marker: answers with points, a name and email form, and a results ' +
    'screen. Publish it as AR.js or a 3D page and open the link on a phone.',
  badge: 'NEW',
  usecases: ['AR / 3D', 'Education'],
  tags: ['UPDL', 'AR.js', 'Quiz'],
  type: 'Chatflow',
  framework: ['UPDL'],
} as const

let built: Promise<TTemplate[]> | undefined

/** Built once, on first use, from the node catalogue as it is (the recipes are checked against it by tests). */
async function buildAll(): Promise<TTemplate[]> {
  const { getNodeDescriptor } = await loadNodeLibrary()
  const { arQuizExampleFlow } = await import('@unikflow/updl')
  const fromRecipes = communityRecipes.map((recipe) => ({
    ...summaryOf(recipe),
    flowData: JSON.stringify(buildRecipeFlow(recipe, getNodeDescriptor)),
  }))
  return [...fromRecipes, { ...summaryOf(arQuiz), flowData: JSON.stringify(arQuizExampleFlow()) }]
}

export function communityTemplates(): Promise<TTemplate[]> {
  built ??= buildAll()
  return built
}

export async function listCommunityTemplates(): Promise<TTemplateSummary[]> {
  return (await communityTemplates()).map(({ flowData: _flowData, ...summary }) => summary)
}

export async function findCommunityTemplate(id: string): Promise<TTemplate | undefined> {
  return (await communityTemplates()).find((t) => t.id === id)
}

import type { TTemplateSummary } from '@unikflow/graph'
import { matchesSearch } from '../../ui/unik-lists'

/** '' means any. */
export interface TemplateFilters {
  search: string
  type: string
  framework: string
  usecase: string
}

export const NO_FILTERS: TemplateFilters = { search: '', type: '', framework: '', usecase: '' }

/** The values a filter can take in this list, sorted, each once. */
export function filterOptions(list: readonly TTemplateSummary[]) {
  const sorted = (values: Iterable<string>) => [...new Set(values)].sort((a, b) => a.localeCompare(b))
  return {
    types: sorted(list.map((x) => x.type)),
    frameworks: sorted(list.flatMap((x) => x.framework)),
    usecases: sorted(list.flatMap((x) => x.usecases)),
  }
}

export function filterTemplates(list: readonly TTemplateSummary[], f: TemplateFilters): TTemplateSummary[] {
  return list.filter(
    (x) =>
      (f.type === '' || x.type === f.type) &&
      (f.framework === '' || x.framework.includes(f.framework)) &&
      (f.usecase === '' || x.usecases.includes(f.usecase)) &&
      matchesSearch(f.search, x.name, x.description, ...x.tags, ...x.usecases),
  )
}

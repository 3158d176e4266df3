import type { TAssistantComponents, TCredentialSummary, TDocumentStore, TTool } from '@unikflow/graph'
import type { AssistantForm, FormCheck } from './assistant-form'

/** What the custom assistant form and each of its sections are given. */
export interface AssistantFormFieldsProps {
  unikId: string
  form: AssistantForm
  onChange: (patch: Partial<AssistantForm>) => void
  /** Shown once the user tried to save. */
  check: FormCheck | null
  components: TAssistantComponents
  credentials: TCredentialSummary[]
  savedTools: TTool[]
  documentStores: TDocumentStore[]
  readOnly: boolean
  onGenerate: () => void
}

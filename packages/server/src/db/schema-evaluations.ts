/** Datasets and evaluation runs (migration 0021-evaluations). JSON columns are text. */
export interface DatasetsTable {
  id: string
  unik_id: string
  name: string
  description: string
  created_at: string
  updated_at: string
}

export interface DatasetRowsTable {
  id: string
  unik_id: string
  dataset_id: string
  input: string
  output: string
  /** JSON text: the turns before the input. */
  history: string
  /** JSON text: `$vars` overrides. */
  variables: string
  sequence_no: number
  updated_at: string
}

export interface EvaluationsTable {
  id: string
  unik_id: string
  chatflow_id: string
  dataset_id: string
  name: string
  /** 'draft', 'live' or a release number as text. */
  version: string
  /** JSON text: the evaluators. */
  evaluators: string
  flow_hash: string
  status: 'running' | 'completed' | 'cancelled' | 'error'
  total: number
  done: number
  error: string | null
  /** JSON text: the summary, once finished. */
  summary: string | null
  created_at: string
  finished_at: string | null
}

export interface EvaluationResultsTable {
  evaluation_id: string
  row_id: string
  sequence_no: number
  input: string
  expected_output: string
  output: string
  error: string | null
  pass: number
  latency_ms: number
  input_tokens: number
  output_tokens: number
  cost_usd: number
  /** JSON text: the verdicts. */
  verdicts: string
}

export interface EvaluationGatesTable {
  chatflow_id: string
  unik_id: string
  dataset_id: string
  min_pass_rate: number
  updated_at: string
}

export interface EvaluationTables {
  evaluation_gates: EvaluationGatesTable
  datasets: DatasetsTable
  dataset_rows: DatasetRowsTable
  evaluations: EvaluationsTable
  evaluation_results: EvaluationResultsTable
}

import type { TDatasetRow, TRunReplay, TUnikRunDetail, TUnikRunPage, TUnikRunQuery } from '@unikflow/graph'
import { http } from './client'

const runs = (unikId: string) => `/uniks/${encodeURIComponent(unikId)}/runs`
const run = (unikId: string, runId: string) => `${runs(unikId)}/${encodeURIComponent(runId)}`

/** One page of the unik's runs (the Runs page); empty filters are left out. */
export async function listUnikRuns(unikId: string, query: TUnikRunQuery): Promise<TUnikRunPage> {
  const params = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== '' && v !== undefined))
  return (await http.get<TUnikRunPage>(runs(unikId), { params })).data
}

export async function getUnikRun(unikId: string, runId: string): Promise<TUnikRunDetail> {
  return (await http.get<TUnikRunDetail>(run(unikId, runId))).data
}

/** Asks the run's question again of its flow's draft. */
export async function replayRun(unikId: string, runId: string): Promise<TRunReplay> {
  return (await http.post<TRunReplay>(`${run(unikId, runId)}/replay`)).data
}

export async function addRunToDataset(
  unikId: string,
  runId: string,
  datasetId: string,
): Promise<TDatasetRow> {
  return (await http.post<TDatasetRow>(`${run(unikId, runId)}/dataset-rows`, { datasetId })).data
}

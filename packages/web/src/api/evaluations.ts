import type {
  TDataset,
  TDatasetBody,
  TDatasetRow,
  TDatasetRowBody,
  TDatasetRowsAdded,
  TDatasetRowsFromMessagesBody,
  TDatasetRowUpdateBody,
  TDatasetWithRows,
  TEvaluation,
  TEvaluationBody,
  TEvaluationComparison,
  TEvaluationGate,
  TEvaluationWithResults,
} from '@unikflow/graph'
import { http } from './client'

const unik = (unikId: string) => `/uniks/${encodeURIComponent(unikId)}`
const set = (unikId: string, id: string) => `${unik(unikId)}/datasets/set/${encodeURIComponent(id)}`

export async function listDatasets(unikId: string): Promise<TDataset[]> {
  return (await http.get<TDataset[]>(`${unik(unikId)}/datasets`)).data
}

export async function getDataset(unikId: string, id: string): Promise<TDatasetWithRows> {
  return (await http.get<TDatasetWithRows>(set(unikId, id))).data
}

export async function createDataset(unikId: string, body: TDatasetBody): Promise<TDatasetWithRows> {
  return (await http.post<TDatasetWithRows>(`${unik(unikId)}/datasets/set`, body)).data
}

export async function deleteDataset(unikId: string, id: string): Promise<void> {
  await http.delete(set(unikId, id))
}

export async function exportDatasetCsv(unikId: string, id: string): Promise<string> {
  return (await http.get<string>(`${set(unikId, id)}/csv`, { responseType: 'text' })).data
}

export async function importDatasetCsv(
  unikId: string,
  id: string,
  body: { csvFile: string; firstRowHeaders: boolean },
): Promise<TDatasetRowsAdded> {
  return (await http.post<TDatasetRowsAdded>(`${set(unikId, id)}/csv`, body)).data
}

export async function addRowsFromMessages(
  unikId: string,
  id: string,
  body: TDatasetRowsFromMessagesBody,
): Promise<TDatasetRowsAdded> {
  return (await http.post<TDatasetRowsAdded>(`${set(unikId, id)}/messages`, body)).data
}

export async function addDatasetRow(unikId: string, body: TDatasetRowBody): Promise<TDatasetRow> {
  return (await http.post<TDatasetRow>(`${unik(unikId)}/datasets/rows`, body)).data
}

export async function updateDatasetRow(
  unikId: string,
  id: string,
  body: TDatasetRowUpdateBody,
): Promise<TDatasetRow> {
  return (await http.put<TDatasetRow>(`${unik(unikId)}/datasets/rows/${encodeURIComponent(id)}`, body)).data
}

export async function deleteDatasetRow(unikId: string, id: string): Promise<void> {
  await http.delete(`${unik(unikId)}/datasets/rows/${encodeURIComponent(id)}`)
}

export async function listEvaluations(unikId: string): Promise<TEvaluation[]> {
  return (await http.get<TEvaluation[]>(`${unik(unikId)}/evaluations`)).data
}

export async function getEvaluation(unikId: string, id: string): Promise<TEvaluationWithResults> {
  return (await http.get<TEvaluationWithResults>(`${unik(unikId)}/evaluations/${encodeURIComponent(id)}`))
    .data
}

export async function startEvaluation(unikId: string, body: TEvaluationBody): Promise<TEvaluation> {
  return (await http.post<TEvaluation>(`${unik(unikId)}/evaluations`, body)).data
}

export async function cancelEvaluation(unikId: string, id: string): Promise<TEvaluation> {
  return (await http.post<TEvaluation>(`${unik(unikId)}/evaluations/${encodeURIComponent(id)}/cancel`)).data
}

export async function deleteEvaluation(unikId: string, id: string): Promise<void> {
  await http.delete(`${unik(unikId)}/evaluations/${encodeURIComponent(id)}`)
}

export async function compareEvaluations(
  unikId: string,
  a: string,
  b: string,
): Promise<TEvaluationComparison> {
  const query = new URLSearchParams({ a, b })
  return (await http.get<TEvaluationComparison>(`${unik(unikId)}/evaluations/compare?${query}`)).data
}

const gate = (unikId: string, flowId: string) =>
  `${unik(unikId)}/chatflows/${encodeURIComponent(flowId)}/evaluation-gate`

export async function getGate(unikId: string, flowId: string): Promise<TEvaluationGate | null> {
  return (await http.get<TEvaluationGate | null>(gate(unikId, flowId))).data
}

export async function setGate(unikId: string, flowId: string, body: TEvaluationGate | null): Promise<void> {
  if (body) await http.put(gate(unikId, flowId), body)
  else await http.delete(gate(unikId, flowId))
}

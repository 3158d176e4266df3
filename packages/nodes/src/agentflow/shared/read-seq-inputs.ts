import type { TNodeContext } from '../../context'
import { getJsonObject, getString } from '../../shared/read-inputs'
import { readGrid } from './read-grid'
import { UPDATE_STATE_TAB_IDENTIFIER } from './seq-inputs'
import type { THistorySelection, TStateUpdate, TStructuredKey } from './sequential-graph'

/**
 * The tab of a `tabs` input the canvas saved under `${tabIdentifier}_${nodeId}`: our canvas saves the tab's
 * name, Flowise's `${tab}_${nodeId}`; both are read as the tab's name.
 */
export function selectedTab(ctx: TNodeContext, tabIdentifier: string): string {
  const saved = ctx.inputs[`${tabIdentifier}_${ctx.nodeId}`]
  if (typeof saved !== 'string') return ''
  const suffix = `_${ctx.nodeId}`
  return saved.endsWith(suffix) ? saved.slice(0, -suffix.length) : saved
}

/** The node's "Update State": the rows of its table tab, or the code of its code tab (the tab the canvas saved). */
export function readStateUpdate(ctx: TNodeContext): TStateUpdate {
  const codeTab = selectedTab(ctx, UPDATE_STATE_TAB_IDENTIFIER) === 'updateStateMemoryCode'
  return {
    rows: codeTab
      ? []
      : readGrid(ctx.inputs.updateStateMemoryUI).map((r) => ({ key: r.key ?? '', value: r.value ?? '' })),
    code: codeTab ? getString(ctx, 'updateStateMemoryCode') : '',
  }
}

/** The keys of a "JSON Structured Output" table (rows without a key are left out). */
export const readStructuredKeys = (value: unknown): TStructuredKey[] =>
  readGrid(value)
    .filter((r) => (r.key ?? '').trim() !== '')
    .map((r) => ({
      key: (r.key ?? '').trim(),
      type: r.type ?? 'String',
      enumValues: r.enumValues ?? '',
      description: r.description ?? '',
    }))

/** "Format Prompt Values": variable name → value (`$flow.state.x`, `$flow.input`, `$vars.x` or text), read when the step runs. */
export const readPromptValues = (ctx: TNodeContext): Readonly<Record<string, unknown>> =>
  getJsonObject(ctx, 'promptValues')

const HISTORY: readonly THistorySelection[] = ['user_question', 'last_message', 'all_messages', 'empty']
/** "Conversation History": which messages of the conversation the step sends (all by default). */
export const readHistorySelection = (ctx: TNodeContext): THistorySelection =>
  HISTORY.find((h) => h === getString(ctx, 'conversationHistorySelection')) ?? 'all_messages'

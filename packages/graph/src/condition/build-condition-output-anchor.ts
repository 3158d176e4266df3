import { buildOptionsOutputAnchor, type TBuiltOutputs } from '../flow/build-output-anchors'

/** `Send To Agent` → `sendToAgent`: the output's name inside handle ids (no spaces, no dashes). */
export function toOutputName(label: string): string {
  return label
    .trim()
    .split(/[\s-]+/)
    .filter((w) => w.length > 0)
    .map((w, i) => (i === 0 ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1).toLowerCase()))
    .join('')
}

/** One output anchor per condition outcome (sorted), each a separate handle of type `Condition`. */
export function buildConditionOutputAnchor(nodeId: string, outcomes: readonly string[]): TBuiltOutputs {
  const outputs = [...outcomes]
    .sort()
    .map((label) => ({ name: toOutputName(label), label, baseClasses: ['Condition'], isAnchor: true }))
  return buildOptionsOutputAnchor(nodeId, outputs)
}

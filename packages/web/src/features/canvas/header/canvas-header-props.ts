import type { TFlowViewer } from '@unikflow/graph'

export interface CanvasHeaderProps {
  name: string
  placeholder: string
  isDirty: boolean
  isNew: boolean
  saving: boolean
  canUndo: boolean
  canRedo: boolean
  viewers: TFlowViewer[]
  onBack: () => void
  onRename: (name: string) => void
  onSave: () => void
  onUndo: () => void
  onRedo: () => void
  onDuplicate: () => void
  /** "Save as template" of the saved flow (my templates of the unik). */
  onSaveAsTemplate?: () => void
  onExport: () => void
  onLoadFile: (file: File) => void
  onDelete: () => void
  onViewMessages: () => void
  onLogs: () => void
  /** Publishing: share/embed dialog, configuration tabs, captured leads. */
  onShare?: () => void
  onConfiguration?: () => void
  onViewLeads?: () => void
  /** Publish & Export (AR/3D publications). */
  onPublishExport?: () => void
  /** The History panel: saved versions, their diff, restore. */
  onHistory?: () => void
  /** The Releases panel: release changes explicitly, release the draft, roll back. */
  onReleases?: () => void
  /** Upsert the saved flow's documents into its vector store (only flows with a vector store node). */
  onUpsert?: () => void
  upserting?: boolean
}

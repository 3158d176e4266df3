import type { TInputDefinition } from '@unikflow/graph'

/** Inputs Read File and Write File share, named as Flowise names them. */
export const fileToolInputs: TInputDefinition[] = [
  {
    label: 'Workspace Path',
    name: 'workspacePath',
    type: 'string',
    description: "A folder inside the unik's file workspace; empty for the file workspace itself",
    placeholder: 'reports',
    optional: true,
  },
  {
    label: 'Enforce Workspace Boundaries',
    name: 'enforceWorkspaceBoundaries',
    type: 'boolean',
    // Kept so flows from Flowise keep their value; the workspace boundary is always enforced here.
    default: true,
    optional: true,
    hidden: true,
  },
  {
    label: 'Max File Size (MB)',
    name: 'maxFileSize',
    type: 'number',
    default: 10,
    optional: true,
    additionalParams: true,
  },
  {
    label: 'Allowed Extensions',
    name: 'allowedExtensions',
    type: 'string',
    description: 'Comma-separated file types the tool may touch; empty allows all',
    placeholder: '.txt,.json,.md,.py,.js',
    optional: true,
    additionalParams: true,
  },
]

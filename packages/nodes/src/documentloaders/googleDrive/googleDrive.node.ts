import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import {
  documentOutputs,
  metadataParam,
  omitMetadataKeysParam,
  textSplitterAnchor,
} from '../../shared/inputs'

const DOC = 'application/vnd.google-apps.document'
const SHEET = 'application/vnd.google-apps.spreadsheet'
const SLIDES = 'application/vnd.google-apps.presentation'
const PDF = 'application/pdf'
const TEXT = 'text/plain'
const WORD = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
const POWERPOINT = 'application/vnd.openxmlformats-officedocument.presentationml.presentation'
const EXCEL = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** The kinds of files loaded when the node does not say. */
export const DRIVE_DEFAULT_TYPES = [DOC, SHEET, SLIDES, TEXT, PDF, WORD, POWERPOINT, EXCEL]

/** Files of Google Drive (chosen ones, or a folder's), each read by the loader of its type. */
export const googleDrive = defineNode({
  name: 'googleDrive',
  label: 'Google Drive',
  version: 1,
  type: 'Document',
  category: NodeCategories.DocumentLoaders,
  description:
    'Loads files of Google Drive: Docs and Slides as text, Sheets as CSV, other files by their type',
  baseClasses: ['Document'],
  icon: 'documentloaders/googleDrive/googleDrive.svg',
  credential: { label: 'Connect Credential', credentialNames: ['googleDriveOAuth2'] },
  inputs: [
    {
      label: 'Select Files',
      name: 'selectedFiles',
      type: 'string',
      description: 'IDs of the files to load, separated by commas (or leave empty and give a folder)',
      optional: true,
    },
    {
      label: 'Folder ID',
      name: 'folderId',
      type: 'string',
      description: 'A folder whose files are loaded when no files are chosen',
      placeholder: '1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms',
      optional: true,
    },
    {
      label: 'File Types',
      name: 'fileTypes',
      type: 'multiOptions',
      description: 'Which kinds of files are loaded',
      options: [
        { label: 'Google Docs', name: DOC },
        { label: 'Google Sheets', name: SHEET },
        { label: 'Google Slides', name: SLIDES },
        { label: 'PDF Files', name: PDF },
        { label: 'Text Files', name: TEXT },
        { label: 'Word Documents', name: WORD },
        { label: 'PowerPoint', name: POWERPOINT },
        { label: 'Excel Files', name: EXCEL },
      ],
      default: DRIVE_DEFAULT_TYPES,
      optional: true,
    },
    {
      label: 'Include Subfolders',
      name: 'includeSubfolders',
      type: 'boolean',
      description: 'Loads the files of the folder’s subfolders as well',
      default: false,
      optional: true,
    },
    {
      label: 'Include Shared Drives',
      name: 'includeSharedDrives',
      type: 'boolean',
      description: 'Reaches files of shared drives you have access to',
      default: false,
      optional: true,
    },
    {
      label: 'Max Files',
      name: 'maxFiles',
      type: 'number',
      description: 'At most this many files of a folder are loaded',
      default: 50,
      optional: true,
    },
    textSplitterAnchor,
    metadataParam,
    omitMetadataKeysParam,
  ],
  outputs: documentOutputs,
})

import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { actionParam, actionsInput } from '../../shared/action-inputs'

const on = (...actions: string[]) => ({ actions })

/** Google Docs' API as agent tools: documents, their text, images and tables. */
export const googleDocsTool = defineNode({
  name: 'googleDocsTool',
  label: 'Google Docs',
  version: 1,
  type: 'GoogleDocs',
  category: NodeCategories.Tools,
  description:
    'Lets an agent create and read Google Docs and insert, append or replace their text, images and tables',
  baseClasses: ['GoogleDocs', 'Tool'],
  icon: 'tools/googleDocsTool/googleDocsTool.svg',
  credential: { label: 'Connect Credential', credentialNames: ['googleDocsOAuth2'] },
  inputs: [
    actionsInput('Actions', 'actions', [
      ['Create Document', 'createDocument'],
      ['Get Document', 'getDocument'],
      ['Update Document', 'updateDocument'],
      ['Insert Text', 'insertText'],
      ['Replace Text', 'replaceText'],
      ['Append Text', 'appendText'],
      ['Get Text Content', 'getTextContent'],
      ['Insert Image', 'insertImage'],
      ['Create Table', 'createTable'],
    ]),
    actionParam(
      'Document ID',
      'documentId',
      on(
        'getDocument',
        'updateDocument',
        'insertText',
        'replaceText',
        'appendText',
        'getTextContent',
        'insertImage',
        'createTable',
      ),
      'The ID in the document’s URL',
    ),
    actionParam('Title', 'title', on('createDocument'), 'The title of a new document'),
    actionParam(
      'Text',
      'text',
      on('createDocument', 'updateDocument', 'insertText', 'appendText'),
      'The text to write',
      {
        rows: 4,
      },
    ),
    actionParam(
      'Index',
      'index',
      on('insertText', 'insertImage', 'createTable'),
      'Where to insert, counted in characters from 1',
      {
        type: 'number',
        default: 1,
      },
    ),
    actionParam('Replace Text', 'replaceText', on('replaceText'), 'The text to find'),
    actionParam('New Text', 'newText', on('replaceText'), 'The text that replaces it'),
    actionParam('Match Case', 'matchCase', on('replaceText'), 'Whether the case must match', {
      type: 'boolean',
      default: false,
    }),
    actionParam('Image URL', 'imageUrl', on('insertImage'), 'A public address of the image'),
    actionParam('Table Rows', 'rows', on('createTable'), 'How many rows', { type: 'number' }),
    actionParam('Table Columns', 'columns', on('createTable'), 'How many columns', { type: 'number' }),
    actionParam(
      'Include Tabs Content',
      'includeTabsContent',
      on('getDocument', 'getTextContent'),
      'Whether every tab of the document is read',
      {
        type: 'boolean',
        default: false,
      },
    ),
  ],
})

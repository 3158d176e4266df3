import { isRecord } from '@unikflow/graph'
import {
  argText,
  callRest,
  needArg,
  stringArgs,
  type TAction,
  type TActionArgs,
  type TRestService,
} from '../../shared/action-tools'

const DOC = { documentId: 'The ID of the document' }
const doc = (args: TActionArgs) => `documents/${encodeURIComponent(needArg(args, 'documentId'))}`
const indexOf = (args: TActionArgs) => Math.max(1, Number.parseInt(argText(args, 'index'), 10) || 1)

/** The text of a document's body (or of every tab's): the runs of its paragraphs and tables in order. */
export function documentText(value: unknown): string {
  const parts: string[] = []
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk)
    if (!isRecord(node)) return
    if (isRecord(node.textRun) && typeof node.textRun.content === 'string') parts.push(node.textRun.content)
    for (const [key, child] of Object.entries(node))
      if (key !== 'textRun' && typeof child === 'object') walk(child)
  }
  walk(isRecord(value) ? (value.tabs ?? value.body) : undefined)
  return parts.join('')
}

function batch(api: TRestService, args: TActionArgs, requests: unknown[], signal?: AbortSignal) {
  return callRest(api, `${doc(args)}:batchUpdate`, { method: 'POST', body: { requests }, signal })
}

function documentActions(api: TRestService): TAction[] {
  return [
    {
      action: 'createDocument',
      tool: 'create_document',
      description: 'Creates a Google Doc, with text when given',
      schema: stringArgs({ title: 'The title', text: 'Its first text' }, ['title']),
      run: async (args, signal) => {
        const created = await callRest(api, 'documents', {
          method: 'POST',
          body: { title: needArg(args, 'title') },
          signal,
        })
        const text = argText(args, 'text')
        const answer: unknown = JSON.parse(created)
        if (!text || !isRecord(answer)) return created
        await batch(
          api,
          { documentId: String(answer.documentId) },
          [{ insertText: { location: { index: 1 }, text } }],
          signal,
        )
        return created
      },
    },
    {
      action: 'getDocument',
      tool: 'get_document',
      description: 'Reads a Google Doc with its structure',
      schema: stringArgs(DOC, ['documentId']),
      run: (args, signal) =>
        callRest(api, doc(args), {
          query: { includeTabsContent: argText(args, 'includeTabsContent') === 'true' },
          signal,
        }),
    },
  ]
}

function editActions(api: TRestService): TAction[] {
  return [
    {
      action: 'updateDocument',
      tool: 'update_document',
      description: 'Adds text at the end of a Google Doc',
      schema: stringArgs({ ...DOC, text: 'The text to add' }, ['documentId', 'text']),
      run: (args, signal) =>
        batch(api, args, [{ insertText: { endOfSegmentLocation: {}, text: needArg(args, 'text') } }], signal),
    },
    {
      action: 'insertText',
      tool: 'insert_text',
      description: 'Inserts text at a position of a Google Doc',
      schema: stringArgs({ ...DOC, text: 'The text', index: 'Where, counted in characters from 1' }, [
        'documentId',
        'text',
      ]),
      run: (args, signal) =>
        batch(
          api,
          args,
          [{ insertText: { location: { index: indexOf(args) }, text: needArg(args, 'text') } }],
          signal,
        ),
    },
    {
      action: 'replaceText',
      tool: 'replace_text',
      description: 'Replaces every occurrence of a text in a Google Doc',
      schema: stringArgs(
        { ...DOC, replaceText: 'The text to find', newText: 'Its replacement', matchCase: 'true or false' },
        ['documentId', 'replaceText'],
      ),
      run: (args, signal) =>
        batch(
          api,
          args,
          [
            {
              replaceAllText: {
                containsText: {
                  text: needArg(args, 'replaceText'),
                  matchCase: argText(args, 'matchCase') === 'true',
                },
                replaceText: argText(args, 'newText'),
              },
            },
          ],
          signal,
        ),
    },
    {
      action: 'appendText',
      tool: 'append_text',
      description: 'Appends text at the end of a Google Doc',
      schema: stringArgs({ ...DOC, text: 'The text' }, ['documentId', 'text']),
      run: (args, signal) =>
        batch(api, args, [{ insertText: { endOfSegmentLocation: {}, text: needArg(args, 'text') } }], signal),
    },
    {
      action: 'getTextContent',
      tool: 'get_text_content',
      description: 'Reads the plain text of a Google Doc',
      schema: stringArgs(DOC, ['documentId']),
      run: async (args, signal) => {
        const text = await callRest(api, doc(args), {
          query: { includeTabsContent: argText(args, 'includeTabsContent') === 'true' },
          signal,
        })
        return documentText(JSON.parse(text))
      },
    },
    {
      action: 'insertImage',
      tool: 'insert_image',
      description: 'Inserts an image from a public URL into a Google Doc',
      schema: stringArgs(
        { ...DOC, imageUrl: 'The image URL', index: 'Where, counted in characters from 1' },
        ['documentId', 'imageUrl'],
      ),
      run: (args, signal) =>
        batch(
          api,
          args,
          [{ insertInlineImage: { location: { index: indexOf(args) }, uri: needArg(args, 'imageUrl') } }],
          signal,
        ),
    },
    {
      action: 'createTable',
      tool: 'create_table',
      description: 'Inserts an empty table into a Google Doc',
      schema: stringArgs({ ...DOC, rows: 'How many rows', columns: 'How many columns', index: 'Where' }, [
        'documentId',
        'rows',
        'columns',
      ]),
      run: (args, signal) =>
        batch(
          api,
          args,
          [
            {
              insertTable: {
                rows: Number.parseInt(needArg(args, 'rows'), 10),
                columns: Number.parseInt(needArg(args, 'columns'), 10),
                location: { index: indexOf(args) },
              },
            },
          ],
          signal,
        ),
    },
  ]
}

/** Every Google Docs action, keyed by the names Flowise's Actions save. */
export const docsActions = (api: TRestService): TAction[] => [...documentActions(api), ...editActions(api)]

import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { actionParam, actionsInput, actionTypeInput, numberDefault } from '../../shared/action-inputs'

const drafts = (...actions: string[]) => ({ draftActions: actions })
const messages = (...actions: string[]) => ({ messageActions: actions })
const labels = (...actions: string[]) => ({ labelActions: actions })
const threads = (...actions: string[]) => ({ threadActions: actions })
const number = numberDefault(100)

/** Gmail's API as agent tools: drafts, messages, labels and threads of the signed-in mailbox. */
export const gmail = defineNode({
  name: 'gmail',
  label: 'Gmail',
  version: 1,
  type: 'Gmail',
  category: NodeCategories.Tools,
  description: 'Lets an agent read, search, send and label Gmail messages, threads and drafts',
  baseClasses: ['Gmail', 'Tool'],
  icon: 'tools/gmail/gmail.svg',
  credential: { label: 'Connect Credential', credentialNames: ['gmailOAuth2'] },
  inputs: [
    actionTypeInput('Type', 'gmailType', [
      ['Drafts', 'drafts'],
      ['Messages', 'messages'],
      ['Labels', 'labels'],
      ['Threads', 'threads'],
    ]),
    actionsInput(
      'Draft Actions',
      'draftActions',
      [
        ['List Drafts', 'listDrafts'],
        ['Create Draft', 'createDraft'],
        ['Get Draft', 'getDraft'],
        ['Update Draft', 'updateDraft'],
        ['Send Draft', 'sendDraft'],
        ['Delete Draft', 'deleteDraft'],
      ],
      { gmailType: ['drafts'] },
    ),
    actionsInput(
      'Message Actions',
      'messageActions',
      [
        ['List Messages', 'listMessages'],
        ['Get Message', 'getMessage'],
        ['Send Message', 'sendMessage'],
        ['Modify Message', 'modifyMessage'],
        ['Trash Message', 'trashMessage'],
        ['Untrash Message', 'untrashMessage'],
        ['Delete Message', 'deleteMessage'],
      ],
      { gmailType: ['messages'] },
    ),
    actionsInput(
      'Label Actions',
      'labelActions',
      [
        ['List Labels', 'listLabels'],
        ['Get Label', 'getLabel'],
        ['Create Label', 'createLabel'],
        ['Update Label', 'updateLabel'],
        ['Delete Label', 'deleteLabel'],
      ],
      { gmailType: ['labels'] },
    ),
    actionsInput(
      'Thread Actions',
      'threadActions',
      [
        ['List Threads', 'listThreads'],
        ['Get Thread', 'getThread'],
        ['Modify Thread', 'modifyThread'],
        ['Trash Thread', 'trashThread'],
        ['Untrash Thread', 'untrashThread'],
        ['Delete Thread', 'deleteThread'],
      ],
      { gmailType: ['threads'] },
    ),
    actionParam('Max Results', 'draftMaxResults', drafts('listDrafts'), 'At most this many drafts', number),
    actionParam('To', 'draftTo', drafts('createDraft'), 'Recipients, separated by commas'),
    actionParam('Subject', 'draftSubject', drafts('createDraft'), 'The subject of the draft'),
    actionParam('Body', 'draftBody', drafts('createDraft'), 'The text of the draft', { rows: 4 }),
    actionParam('CC', 'draftCc', drafts('createDraft'), 'Copy recipients, separated by commas'),
    actionParam('BCC', 'draftBcc', drafts('createDraft'), 'Hidden copy recipients, separated by commas'),
    actionParam(
      'Draft ID',
      'draftId',
      drafts('getDraft', 'updateDraft', 'sendDraft', 'deleteDraft'),
      'The ID of the draft',
    ),
    actionParam('To (Update)', 'draftUpdateTo', drafts('updateDraft'), 'The new recipients'),
    actionParam('Subject (Update)', 'draftUpdateSubject', drafts('updateDraft'), 'The new subject'),
    actionParam('Body (Update)', 'draftUpdateBody', drafts('updateDraft'), 'The new text', { rows: 4 }),
    actionParam(
      'Max Results',
      'messageMaxResults',
      messages('listMessages'),
      'At most this many messages',
      number,
    ),
    actionParam(
      'Query',
      'messageQuery',
      messages('listMessages'),
      'A Gmail search, such as from:ana is:unread',
    ),
    actionParam('To', 'messageTo', messages('sendMessage'), 'Recipients, separated by commas'),
    actionParam('Subject', 'messageSubject', messages('sendMessage'), 'The subject of the message'),
    actionParam('Body', 'messageBody', messages('sendMessage'), 'The text of the message', { rows: 4 }),
    actionParam('CC', 'messageCc', messages('sendMessage'), 'Copy recipients, separated by commas'),
    actionParam('BCC', 'messageBcc', messages('sendMessage'), 'Hidden copy recipients, separated by commas'),
    actionParam(
      'Message ID',
      'messageId',
      messages('getMessage', 'modifyMessage', 'trashMessage', 'untrashMessage', 'deleteMessage'),
      'The ID of the message',
    ),
    actionParam(
      'Add Label IDs',
      'messageAddLabelIds',
      messages('modifyMessage'),
      'Labels to add, separated by commas',
    ),
    actionParam(
      'Remove Label IDs',
      'messageRemoveLabelIds',
      messages('modifyMessage'),
      'Labels to remove, separated by commas',
    ),
    actionParam('Label Name', 'labelName', labels('createLabel', 'updateLabel'), 'The name of the label'),
    actionParam(
      'Label Color',
      'labelColor',
      labels('createLabel', 'updateLabel'),
      'A background color from Gmail’s palette',
      {
        placeholder: '#16a766',
      },
    ),
    actionParam(
      'Label ID',
      'labelId',
      labels('getLabel', 'updateLabel', 'deleteLabel'),
      'The ID of the label',
    ),
    actionParam(
      'Max Results',
      'threadMaxResults',
      threads('listThreads'),
      'At most this many threads',
      number,
    ),
    actionParam('Query', 'threadQuery', threads('listThreads'), 'A Gmail search, such as subject:invoice'),
    actionParam(
      'Thread ID',
      'threadId',
      threads('getThread', 'modifyThread', 'trashThread', 'untrashThread', 'deleteThread'),
      'The ID of the thread',
    ),
    actionParam(
      'Add Label IDs',
      'threadAddLabelIds',
      threads('modifyThread'),
      'Labels to add, separated by commas',
    ),
    actionParam(
      'Remove Label IDs',
      'threadRemoveLabelIds',
      threads('modifyThread'),
      'Labels to remove, separated by commas',
    ),
  ],
})

import {
  argList,
  argText,
  callRest,
  needArg,
  stringArgs,
  type TAction,
  type TActionArgs,
  type TRestService,
} from '../../shared/action-tools'

/** An RFC 2822 message, base64url as Gmail's `raw` takes it; header values lose line breaks (no injected headers). */
export function rawMessage(fields: {
  to: string
  subject: string
  body: string
  cc?: string
  bcc?: string
}): string {
  const header = (value: string) => value.replace(/[\r\n]+/g, ' ').trim()
  const subject = header(fields.subject)
  const lines = [
    `To: ${header(fields.to)}`,
    ...(fields.cc ? [`Cc: ${header(fields.cc)}`] : []),
    ...(fields.bcc ? [`Bcc: ${header(fields.bcc)}`] : []),
    // Non-ASCII subjects as an RFC 2047 encoded word.
    `Subject: ${/^[\x20-\x7e]*$/.test(subject) ? subject : `=?UTF-8?B?${Buffer.from(subject).toString('base64')}?=`}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset="UTF-8"',
    'Content-Transfer-Encoding: 8bit',
    '',
    fields.body,
  ]
  return Buffer.from(lines.join('\r\n')).toString('base64url')
}

const listOf = (args: TActionArgs, max: string, query?: string) => ({
  maxResults: argText(args, max) || 100,
  ...(query ? { q: argText(args, query) } : {}),
})
const labelChange = (args: TActionArgs, add: string, remove: string) => ({
  addLabelIds: argList(args, add),
  removeLabelIds: argList(args, remove),
})
const mail = (prefix: string) => ({
  to: `${prefix}To`,
  subject: `${prefix}Subject`,
  body: `${prefix}Body`,
  cc: `${prefix}Cc`,
  bcc: `${prefix}Bcc`,
})
const MAIL_ARGS = (prefix: string) => ({
  [`${prefix}To`]: 'Recipients, separated by commas',
  [`${prefix}Subject`]: 'The subject',
  [`${prefix}Body`]: 'The text',
  [`${prefix}Cc`]: 'Copy recipients',
  [`${prefix}Bcc`]: 'Hidden copy recipients',
})
const raw = (args: TActionArgs, names: ReturnType<typeof mail>) =>
  rawMessage({
    to: needArg(args, names.to),
    subject: argText(args, names.subject),
    body: argText(args, names.body),
    cc: argText(args, names.cc),
    bcc: argText(args, names.bcc),
  })

function draftActions(api: TRestService): TAction[] {
  const id = { draftId: 'The ID of the draft' }
  const draft = (args: TActionArgs) => `drafts/${encodeURIComponent(needArg(args, 'draftId'))}`
  const update = {
    to: 'draftUpdateTo',
    subject: 'draftUpdateSubject',
    body: 'draftUpdateBody',
    cc: '',
    bcc: '',
  }
  return [
    {
      action: 'listDrafts',
      tool: 'list_drafts',
      description: 'Lists the Gmail drafts',
      schema: stringArgs({ draftMaxResults: 'At most' }),
      run: (args, signal) => callRest(api, 'drafts', { query: listOf(args, 'draftMaxResults'), signal }),
    },
    {
      action: 'createDraft',
      tool: 'create_draft',
      description: 'Writes a Gmail draft',
      schema: stringArgs(MAIL_ARGS('draft'), ['draftTo']),
      run: (args, signal) =>
        callRest(api, 'drafts', {
          method: 'POST',
          body: { message: { raw: raw(args, mail('draft')) } },
          signal,
        }),
    },
    {
      action: 'getDraft',
      tool: 'get_draft',
      description: 'Reads a Gmail draft',
      schema: stringArgs(id, ['draftId']),
      run: (args, signal) => callRest(api, draft(args), { signal }),
    },
    {
      action: 'updateDraft',
      tool: 'update_draft',
      description: 'Replaces a Gmail draft’s recipients, subject and text',
      schema: stringArgs(
        { ...id, draftUpdateTo: 'Recipients', draftUpdateSubject: 'Subject', draftUpdateBody: 'Text' },
        ['draftId', 'draftUpdateTo'],
      ),
      run: (args, signal) =>
        callRest(api, draft(args), { method: 'PUT', body: { message: { raw: raw(args, update) } }, signal }),
    },
    {
      action: 'sendDraft',
      tool: 'send_draft',
      description: 'Sends a Gmail draft',
      schema: stringArgs(id, ['draftId']),
      run: (args, signal) =>
        callRest(api, 'drafts/send', { method: 'POST', body: { id: needArg(args, 'draftId') }, signal }),
    },
    {
      action: 'deleteDraft',
      tool: 'delete_draft',
      description: 'Deletes a Gmail draft',
      schema: stringArgs(id, ['draftId']),
      run: (args, signal) => callRest(api, draft(args), { method: 'DELETE', signal }),
    },
  ]
}

/** The actions on messages or threads, which Gmail's API treats alike. */
function itemActions(api: TRestService, kind: 'message' | 'thread'): TAction[] {
  const plural = `${kind}s`
  const idArg = `${kind}Id`
  const one = (args: TActionArgs) => `${plural}/${encodeURIComponent(needArg(args, idArg))}`
  const id = { [idArg]: `The ID of the ${kind}` }
  const simple = (action: string, verb: string, description: string, method: 'POST' | 'DELETE'): TAction => ({
    action: `${action}${kind === 'message' ? 'Message' : 'Thread'}`,
    tool: `${action}_${kind}`,
    description,
    schema: stringArgs(id, [idArg]),
    run: (args, signal) => callRest(api, verb ? `${one(args)}/${verb}` : one(args), { method, signal }),
  })
  const Kind = kind === 'message' ? 'Message' : 'Thread'
  return [
    {
      action: `list${Kind}s`,
      tool: `list_${plural}`,
      description: `Lists or searches the Gmail ${plural}`,
      schema: stringArgs({
        [`${kind}Query`]: 'A Gmail search, such as from:ana is:unread',
        [`${kind}MaxResults`]: 'At most',
      }),
      run: (args, signal) =>
        callRest(api, plural, { query: listOf(args, `${kind}MaxResults`, `${kind}Query`), signal }),
    },
    {
      action: `get${Kind}`,
      tool: `get_${kind}`,
      description: `Reads a Gmail ${kind}`,
      schema: stringArgs(id, [idArg]),
      run: (args, signal) => callRest(api, one(args), { signal }),
    },
    {
      action: `modify${Kind}`,
      tool: `modify_${kind}`,
      description: `Adds or removes labels of a Gmail ${kind}`,
      schema: stringArgs(
        { ...id, [`${kind}AddLabelIds`]: 'Labels to add', [`${kind}RemoveLabelIds`]: 'Labels to remove' },
        [idArg],
      ),
      run: (args, signal) =>
        callRest(api, `${one(args)}/modify`, {
          method: 'POST',
          body: labelChange(args, `${kind}AddLabelIds`, `${kind}RemoveLabelIds`),
          signal,
        }),
    },
    simple('trash', 'trash', `Moves a Gmail ${kind} to the trash`, 'POST'),
    simple('untrash', 'untrash', `Takes a Gmail ${kind} out of the trash`, 'POST'),
    simple('delete', '', `Deletes a Gmail ${kind} for good`, 'DELETE'),
  ]
}

function labelActions(api: TRestService): TAction[] {
  const id = { labelId: 'The ID of the label' }
  const label = (args: TActionArgs) => `labels/${encodeURIComponent(needArg(args, 'labelId'))}`
  const body = (args: TActionArgs) => ({
    ...(argText(args, 'labelName') ? { name: argText(args, 'labelName') } : {}),
    ...(argText(args, 'labelColor')
      ? { color: { backgroundColor: argText(args, 'labelColor'), textColor: '#ffffff' } }
      : {}),
  })
  return [
    {
      action: 'listLabels',
      tool: 'list_labels',
      description: 'Lists the Gmail labels',
      schema: stringArgs({}),
      run: (_args, signal) => callRest(api, 'labels', { signal }),
    },
    {
      action: 'getLabel',
      tool: 'get_label',
      description: 'Reads a Gmail label',
      schema: stringArgs(id, ['labelId']),
      run: (args, signal) => callRest(api, label(args), { signal }),
    },
    {
      action: 'createLabel',
      tool: 'create_label',
      description: 'Creates a Gmail label',
      schema: stringArgs({ labelName: 'The name', labelColor: 'A background color' }, ['labelName']),
      run: (args, signal) => callRest(api, 'labels', { method: 'POST', body: body(args), signal }),
    },
    {
      action: 'updateLabel',
      tool: 'update_label',
      description: 'Renames or recolors a Gmail label',
      schema: stringArgs({ ...id, labelName: 'The new name', labelColor: 'A background color' }, ['labelId']),
      run: (args, signal) => callRest(api, label(args), { method: 'PATCH', body: body(args), signal }),
    },
    {
      action: 'deleteLabel',
      tool: 'delete_label',
      description: 'Deletes a Gmail label',
      schema: stringArgs(id, ['labelId']),
      run: (args, signal) => callRest(api, label(args), { method: 'DELETE', signal }),
    },
  ]
}

function sendAction(api: TRestService): TAction {
  return {
    action: 'sendMessage',
    tool: 'send_message',
    description: 'Sends an email from Gmail',
    schema: stringArgs(MAIL_ARGS('message'), ['messageTo']),
    run: (args, signal) =>
      callRest(api, 'messages/send', { method: 'POST', body: { raw: raw(args, mail('message')) }, signal }),
  }
}

/** Every Gmail action, keyed by the names Flowise's Draft/Message/Label/Thread Actions save. */
export const gmailActions = (api: TRestService): TAction[] => [
  ...draftActions(api),
  ...itemActions(api, 'message'),
  sendAction(api),
  ...labelActions(api),
  ...itemActions(api, 'thread'),
]

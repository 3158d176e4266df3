import {
  argList,
  argText,
  needArg,
  restAction,
  type TAction,
  type TActionArgs,
  type TRestActionSpec,
  type TRestService,
} from '../../shared/action-tools'

const id = (args: TActionArgs, name: string) => encodeURIComponent(needArg(args, name))
const recipients = (args: TActionArgs, name: string) =>
  argList(args, name).map((address) => ({ emailAddress: { address } }))
const text = (content: string) => ({ contentType: 'Text', content })

/** A Graph message from the arguments: subject, text body and recipients. */
function message(args: TActionArgs) {
  return {
    subject: argText(args, 'subject'),
    body: text(argText(args, 'body')),
    toRecipients: recipients(args, 'to'),
    ...(argText(args, 'cc') ? { ccRecipients: recipients(args, 'cc') } : {}),
    ...(argText(args, 'bcc') ? { bccRecipients: recipients(args, 'bcc') } : {}),
  }
}

const CALENDAR_ACTIONS: readonly TRestActionSpec[] = [
  {
    action: 'listCalendars',
    tool: 'list_calendars',
    description: 'Lists the Outlook calendars',
    args: { maxResults: 'At most' },
    inputs: { maxResults: 'maxResultsListCalendars' },
    request: (a) => ({ path: 'me/calendars', query: { $top: argText(a, 'maxResults') || 50 } }),
  },
  {
    action: 'getCalendar',
    tool: 'get_calendar',
    description: 'Reads an Outlook calendar',
    args: { calendarId: 'The ID of the calendar' },
    required: ['calendarId'],
    inputs: { calendarId: 'calendarIdGetCalendar' },
    request: (a) => ({ path: `me/calendars/${id(a, 'calendarId')}` }),
  },
  {
    action: 'createCalendar',
    tool: 'create_calendar',
    description: 'Creates an Outlook calendar',
    args: { name: 'The name' },
    required: ['name'],
    inputs: { name: 'calendarNameCreateCalendar' },
    request: (a) => ({ path: 'me/calendars', method: 'POST', body: { name: needArg(a, 'name') } }),
  },
  {
    action: 'updateCalendar',
    tool: 'update_calendar',
    description: 'Renames an Outlook calendar',
    args: { calendarId: 'The ID of the calendar', name: 'The new name' },
    required: ['calendarId', 'name'],
    inputs: { calendarId: 'calendarIdUpdateCalendar', name: 'calendarNameUpdateCalendar' },
    request: (a) => ({
      path: `me/calendars/${id(a, 'calendarId')}`,
      method: 'PATCH',
      body: { name: needArg(a, 'name') },
    }),
  },
  {
    action: 'deleteCalendar',
    tool: 'delete_calendar',
    description: 'Deletes an Outlook calendar',
    args: { calendarId: 'The ID of the calendar' },
    required: ['calendarId'],
    inputs: { calendarId: 'calendarIdDeleteCalendar' },
    request: (a) => ({ path: `me/calendars/${id(a, 'calendarId')}`, method: 'DELETE' }),
  },
  {
    action: 'listEvents',
    tool: 'list_events',
    description: 'Lists Outlook events, between two times when given',
    args: {
      calendarId: 'The calendar (default one when empty)',
      startDateTime: 'From (ISO 8601)',
      endDateTime: 'Until',
      maxResults: 'At most',
    },
    inputs: {
      calendarId: 'calendarIdListEvents',
      startDateTime: 'startDateTimeListEvents',
      endDateTime: 'endDateTimeListEvents',
      maxResults: 'maxResultsListEvents',
    },
    request: (a) => {
      const base = argText(a, 'calendarId') ? `me/calendars/${id(a, 'calendarId')}` : 'me'
      const range = argText(a, 'startDateTime') && argText(a, 'endDateTime')
      return {
        path: range ? `${base}/calendarView` : `${base}/events`,
        query: {
          $top: argText(a, 'maxResults') || 50,
          ...(range
            ? { startDateTime: argText(a, 'startDateTime'), endDateTime: argText(a, 'endDateTime') }
            : {}),
        },
      }
    },
  },
  {
    action: 'getEvent',
    tool: 'get_event',
    description: 'Reads an Outlook event',
    args: { eventId: 'The ID of the event' },
    required: ['eventId'],
    inputs: { eventId: 'eventIdGetEvent' },
    request: (a) => ({ path: `me/events/${id(a, 'eventId')}` }),
  },
  {
    action: 'createEvent',
    tool: 'create_event',
    description: 'Creates an Outlook event',
    args: {
      subject: 'The title',
      body: 'The text',
      startDateTime: 'Start (ISO 8601)',
      endDateTime: 'End (ISO 8601)',
      timeZone: 'The time zone of the times (default UTC)',
      location: 'Where',
      attendees: 'Emails, separated by commas',
    },
    required: ['subject', 'startDateTime', 'endDateTime'],
    inputs: {
      subject: 'subjectCreateEvent',
      body: 'bodyCreateEvent',
      startDateTime: 'startDateTimeCreateEvent',
      endDateTime: 'endDateTimeCreateEvent',
      timeZone: 'timeZoneCreateEvent',
      location: 'locationCreateEvent',
      attendees: 'attendeesCreateEvent',
    },
    request: (a) => {
      const timeZone = argText(a, 'timeZone') || 'UTC'
      return {
        path: 'me/events',
        method: 'POST',
        body: {
          subject: needArg(a, 'subject'),
          body: text(argText(a, 'body')),
          start: { dateTime: needArg(a, 'startDateTime'), timeZone },
          end: { dateTime: needArg(a, 'endDateTime'), timeZone },
          ...(argText(a, 'location') ? { location: { displayName: argText(a, 'location') } } : {}),
          attendees: argList(a, 'attendees').map((address) => ({
            emailAddress: { address },
            type: 'required',
          })),
        },
      }
    },
  },
  {
    action: 'updateEvent',
    tool: 'update_event',
    description: 'Renames an Outlook event',
    args: { eventId: 'The ID of the event', subject: 'The new title' },
    required: ['eventId', 'subject'],
    inputs: { eventId: 'eventIdUpdateEvent', subject: 'subjectUpdateEvent' },
    request: (a) => ({
      path: `me/events/${id(a, 'eventId')}`,
      method: 'PATCH',
      body: { subject: needArg(a, 'subject') },
    }),
  },
  {
    action: 'deleteEvent',
    tool: 'delete_event',
    description: 'Deletes an Outlook event',
    args: { eventId: 'The ID of the event' },
    required: ['eventId'],
    inputs: { eventId: 'eventIdDeleteEvent' },
    request: (a) => ({ path: `me/events/${id(a, 'eventId')}`, method: 'DELETE' }),
  },
]

const MESSAGE = { messageId: 'The ID of the message' }
const MAIL = { to: 'Recipients, separated by commas', subject: 'The subject', body: 'The text' }
const byId = (
  action: string,
  tool: string,
  description: string,
  input: string,
  method: 'GET' | 'DELETE',
): TRestActionSpec => ({
  action,
  tool,
  description,
  args: MESSAGE,
  required: ['messageId'],
  inputs: { messageId: input },
  request: (a) => ({ path: `me/messages/${id(a, 'messageId')}`, method }),
})
const fileTo = (action: string, verb: string, description: string, suffix: string): TRestActionSpec => ({
  action,
  tool: `${verb}_message`,
  description,
  args: { ...MESSAGE, destinationFolderId: 'The folder ID, or a well-known name such as archive' },
  required: ['messageId', 'destinationFolderId'],
  inputs: { messageId: `messageId${suffix}`, destinationFolderId: `destinationFolderId${suffix}` },
  request: (a) => ({
    path: `me/messages/${id(a, 'messageId')}/${verb}`,
    method: 'POST',
    body: { destinationId: needArg(a, 'destinationFolderId') },
  }),
})

const MESSAGE_ACTIONS: readonly TRestActionSpec[] = [
  {
    action: 'listMessages',
    tool: 'list_messages',
    description: 'Lists Outlook messages, newest first',
    args: { filter: 'An OData filter such as isRead eq false', maxResults: 'At most' },
    inputs: { filter: 'filterListMessages', maxResults: 'maxResultsListMessages' },
    request: (a) => ({
      path: 'me/messages',
      query: { $top: argText(a, 'maxResults') || 50, $filter: argText(a, 'filter') },
    }),
  },
  byId('getMessage', 'get_message', 'Reads an Outlook message', 'messageIdGetMessage', 'GET'),
  {
    action: 'createDraftMessage',
    tool: 'create_draft_message',
    description: 'Writes an Outlook draft',
    args: { ...MAIL, cc: 'Copy recipients', bcc: 'Hidden copy recipients' },
    required: ['to'],
    inputs: {
      to: 'toCreateDraftMessage',
      subject: 'subjectCreateDraftMessage',
      body: 'bodyCreateDraftMessage',
      cc: 'ccCreateDraftMessage',
      bcc: 'bccCreateDraftMessage',
    },
    request: (a) => ({ path: 'me/messages', method: 'POST', body: message(a) }),
  },
  {
    action: 'sendMessage',
    tool: 'send_message',
    description: 'Sends an email from Outlook',
    args: MAIL,
    required: ['to'],
    inputs: { to: 'toSendMessage', subject: 'subjectSendMessage', body: 'bodySendMessage' },
    request: (a) => ({
      path: 'me/sendMail',
      method: 'POST',
      body: { message: message(a), saveToSentItems: true },
    }),
  },
  {
    action: 'updateMessage',
    tool: 'update_message',
    description: 'Marks an Outlook message read or unread',
    args: { ...MESSAGE, isRead: 'true or false' },
    required: ['messageId', 'isRead'],
    inputs: { messageId: 'messageIdUpdateMessage', isRead: 'isReadUpdateMessage' },
    request: (a) => ({
      path: `me/messages/${id(a, 'messageId')}`,
      method: 'PATCH',
      body: { isRead: argText(a, 'isRead') === 'true' },
    }),
  },
  byId('deleteMessage', 'delete_message', 'Deletes an Outlook message', 'messageIdDeleteMessage', 'DELETE'),
  fileTo('copyMessage', 'copy', 'Copies an Outlook message to a folder', 'CopyMessage'),
  fileTo('moveMessage', 'move', 'Moves an Outlook message to a folder', 'MoveMessage'),
  {
    action: 'replyMessage',
    tool: 'reply_message',
    description: 'Replies to the sender of an Outlook message',
    args: { ...MESSAGE, replyBody: 'The text of the reply' },
    required: ['messageId', 'replyBody'],
    inputs: { messageId: 'messageIdReplyMessage', replyBody: 'replyBodyReplyMessage' },
    request: (a) => ({
      path: `me/messages/${id(a, 'messageId')}/reply`,
      method: 'POST',
      body: { comment: needArg(a, 'replyBody') },
    }),
  },
  {
    action: 'forwardMessage',
    tool: 'forward_message',
    description: 'Forwards an Outlook message',
    args: { ...MESSAGE, forwardTo: 'Recipients, separated by commas', forwardComment: 'A note above it' },
    required: ['messageId', 'forwardTo'],
    inputs: {
      messageId: 'messageIdForwardMessage',
      forwardTo: 'forwardToForwardMessage',
      forwardComment: 'forwardCommentForwardMessage',
    },
    request: (a) => ({
      path: `me/messages/${id(a, 'messageId')}/forward`,
      method: 'POST',
      body: { comment: argText(a, 'forwardComment'), toRecipients: recipients(a, 'forwardTo') },
    }),
  },
]

/** Every Outlook action, keyed by the names Flowise's Calendar/Message Actions save. */
export const outlookActions = (api: TRestService): TAction[] =>
  [...CALENDAR_ACTIONS, ...MESSAGE_ACTIONS].map((spec) => restAction(api, spec))

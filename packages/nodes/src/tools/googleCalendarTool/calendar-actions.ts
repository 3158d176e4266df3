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

const EVENT_FIELDS = {
  summary: 'The title',
  description: 'The text',
  location: 'Where',
  startDateTime: 'Start, RFC 3339 such as 2025-01-15T10:00:00',
  endDateTime: 'End, RFC 3339',
  timeZone: 'An IANA time zone',
  allDay: 'true for an all-day event',
  startDate: 'First day of an all-day event (YYYY-MM-DD)',
  endDate: 'The day after its last day',
  attendees: 'Emails, separated by commas',
}
const CALENDAR = { calendarId: 'The calendar; primary is the user’s own' }
const EVENT = { ...CALENDAR, eventId: 'The ID of the event' }

const events = (args: TActionArgs) =>
  `calendars/${encodeURIComponent(argText(args, 'calendarId') || 'primary')}/events`
const event = (args: TActionArgs) => `${events(args)}/${encodeURIComponent(needArg(args, 'eventId'))}`
const calendar = (args: TActionArgs) =>
  `calendars/${encodeURIComponent(needArg(args, 'calendarIdForCalendar'))}`

/** An event resource from the arguments given (only those). */
export function eventBody(args: TActionArgs): Record<string, unknown> {
  const body: Record<string, unknown> = {}
  for (const name of ['summary', 'description', 'location', 'visibility'])
    if (argText(args, name)) body[name] = argText(args, name)
  const timeZone = argText(args, 'timeZone')
  const at = (dateTime: string, date: string) =>
    argText(args, 'allDay') === 'true'
      ? { date: argText(args, date) }
      : { dateTime: argText(args, dateTime), ...(timeZone ? { timeZone } : {}) }
  if (argText(args, 'startDateTime') || argText(args, 'startDate'))
    body.start = at('startDateTime', 'startDate')
  if (argText(args, 'endDateTime') || argText(args, 'endDate')) body.end = at('endDateTime', 'endDate')
  const attendees = argList(args, 'attendees')
  if (attendees.length > 0) body.attendees = attendees.map((email) => ({ email }))
  const rules = argList(args, 'recurrence')
  if (rules.length > 0) body.recurrence = rules
  const minutes = Number.parseInt(argText(args, 'reminderMinutes'), 10)
  if (Number.isFinite(minutes))
    body.reminders = { useDefault: false, overrides: [{ method: 'popup', minutes }] }
  return body
}

function eventActions(api: TRestService): TAction[] {
  const send = (args: TActionArgs) => ({ sendUpdates: argText(args, 'sendUpdates') })
  return [
    {
      action: 'listEvents',
      tool: 'list_events',
      description: 'Lists the events of a Google calendar in a time range',
      schema: stringArgs({
        ...CALENDAR,
        timeMin: 'From (RFC 3339)',
        timeMax: 'Until (RFC 3339)',
        query: 'Words',
        maxResults: 'At most',
      }),
      run: (args, signal) => {
        const single = argText(args, 'singleEvents') !== 'false'
        return callRest(api, events(args), {
          query: {
            timeMin: argText(args, 'timeMin'),
            timeMax: argText(args, 'timeMax'),
            q: argText(args, 'query'),
            maxResults: argText(args, 'maxResults') || 10,
            singleEvents: single,
            orderBy: argText(args, 'orderBy') || (single ? 'startTime' : ''),
          },
          signal,
        })
      },
    },
    {
      action: 'createEvent',
      tool: 'create_event',
      description: 'Creates an event in a Google calendar',
      schema: stringArgs({ ...CALENDAR, ...EVENT_FIELDS }, ['summary']),
      run: (args, signal) =>
        callRest(api, events(args), { method: 'POST', query: send(args), body: eventBody(args), signal }),
    },
    {
      action: 'getEvent',
      tool: 'get_event',
      description: 'Reads an event of a Google calendar',
      schema: stringArgs(EVENT, ['eventId']),
      run: (args, signal) => callRest(api, event(args), { signal }),
    },
    {
      action: 'updateEvent',
      tool: 'update_event',
      description: 'Changes an event of a Google calendar (only the fields given)',
      schema: stringArgs({ ...EVENT, ...EVENT_FIELDS }, ['eventId']),
      run: (args, signal) =>
        callRest(api, event(args), { method: 'PATCH', query: send(args), body: eventBody(args), signal }),
    },
    {
      action: 'deleteEvent',
      tool: 'delete_event',
      description: 'Deletes an event of a Google calendar',
      schema: stringArgs(EVENT, ['eventId']),
      run: (args, signal) => callRest(api, event(args), { method: 'DELETE', query: send(args), signal }),
    },
    {
      action: 'quickAddEvent',
      tool: 'quick_add_event',
      description:
        'Creates a Google Calendar event from a sentence such as "Lunch with Ana tomorrow at noon"',
      schema: stringArgs({ ...CALENDAR, quickAddText: 'The event in words' }, ['quickAddText']),
      run: (args, signal) =>
        callRest(api, `${events(args)}/quickAdd`, {
          method: 'POST',
          query: { text: needArg(args, 'quickAddText') },
          signal,
        }),
    },
  ]
}

/** The calendar arguments and the calendar resource's fields they set. */
const CALENDAR_FIELDS: Readonly<Record<string, string>> = {
  calendarSummary: 'summary',
  calendarDescription: 'description',
  calendarLocation: 'location',
  calendarTimeZone: 'timeZone',
}

function calendarActions(api: TRestService): TAction[] {
  const id = { calendarIdForCalendar: 'The ID of the calendar' }
  const fields = {
    calendarSummary: 'The title',
    calendarDescription: 'The description',
    calendarLocation: 'Where',
    calendarTimeZone: 'An IANA time zone',
  }
  const body = (args: TActionArgs) => {
    const out: Record<string, string> = {}
    for (const [arg, field] of Object.entries(CALENDAR_FIELDS))
      if (argText(args, arg)) out[field] = argText(args, arg)
    return out
  }
  return [
    {
      action: 'listCalendars',
      tool: 'list_calendars',
      description: 'Lists the Google calendars of the user',
      schema: stringArgs({}),
      run: (args, signal) =>
        callRest(api, 'users/me/calendarList', {
          query: { showHidden: argText(args, 'showHidden'), minAccessRole: argText(args, 'minAccessRole') },
          signal,
        }),
    },
    {
      action: 'createCalendar',
      tool: 'create_calendar',
      description: 'Creates a Google calendar',
      schema: stringArgs(fields, ['calendarSummary']),
      run: (args, signal) => callRest(api, 'calendars', { method: 'POST', body: body(args), signal }),
    },
    {
      action: 'getCalendar',
      tool: 'get_calendar',
      description: 'Reads a Google calendar',
      schema: stringArgs(id, ['calendarIdForCalendar']),
      run: (args, signal) => callRest(api, calendar(args), { signal }),
    },
    {
      action: 'updateCalendar',
      tool: 'update_calendar',
      description: 'Changes a Google calendar (only the fields given)',
      schema: stringArgs({ ...id, ...fields }, ['calendarIdForCalendar']),
      run: (args, signal) => callRest(api, calendar(args), { method: 'PATCH', body: body(args), signal }),
    },
    {
      action: 'deleteCalendar',
      tool: 'delete_calendar',
      description: 'Deletes a Google calendar',
      schema: stringArgs(id, ['calendarIdForCalendar']),
      run: (args, signal) => callRest(api, calendar(args), { method: 'DELETE', signal }),
    },
    {
      action: 'clearCalendar',
      tool: 'clear_calendar',
      description: 'Deletes every event of the primary Google calendar',
      schema: stringArgs(id, ['calendarIdForCalendar']),
      run: (args, signal) => callRest(api, `${calendar(args)}/clear`, { method: 'POST', signal }),
    },
    {
      action: 'queryFreebusy',
      tool: 'query_freebusy',
      description: 'Tells when the given Google calendars are busy in a time range',
      schema: stringArgs(
        {
          freebusyTimeMin: 'From (RFC 3339)',
          freebusyTimeMax: 'Until (RFC 3339)',
          calendarIds: 'Calendars, separated by commas',
        },
        ['freebusyTimeMin', 'freebusyTimeMax', 'calendarIds'],
      ),
      run: (args, signal) => {
        const limit = (name: string) => Number.parseInt(argText(args, name), 10) || undefined
        return callRest(api, 'freeBusy', {
          method: 'POST',
          body: {
            timeMin: needArg(args, 'freebusyTimeMin'),
            timeMax: needArg(args, 'freebusyTimeMax'),
            items: argList(args, 'calendarIds').map((calendarId) => ({ id: calendarId })),
            groupExpansionMax: limit('groupExpansionMax'),
            calendarExpansionMax: limit('calendarExpansionMax'),
          },
          signal,
        })
      },
    },
  ]
}

/** Every Google Calendar action, keyed by the names Flowise's Event/Calendar/Freebusy Actions save. */
export const calendarApiActions = (api: TRestService): TAction[] => [
  ...eventActions(api),
  ...calendarActions(api),
]

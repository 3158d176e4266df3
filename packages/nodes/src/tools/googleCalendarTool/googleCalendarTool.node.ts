import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { actionParam, actionsInput, actionTypeInput } from '../../shared/action-inputs'

const option = (label: string, name: string) => ({ label, name })
const events = (...actions: string[]) => ({ eventActions: actions })
const calendars = (...actions: string[]) => ({ calendarActions: actions })
const freebusy = { freebusyActions: ['queryFreebusy'] }
const WRITE = ['createEvent', 'updateEvent']

/** Google Calendar's API as agent tools: events, calendars and free/busy times. */
export const googleCalendarTool = defineNode({
  name: 'googleCalendarTool',
  label: 'Google Calendar',
  version: 1,
  type: 'GoogleCalendar',
  category: NodeCategories.Tools,
  description:
    'Lets an agent list, create, change and delete events and calendars, and ask when people are busy',
  baseClasses: ['GoogleCalendar', 'Tool'],
  icon: 'tools/googleCalendarTool/googleCalendarTool.svg',
  credential: { label: 'Connect Credential', credentialNames: ['googleCalendarOAuth2'] },
  inputs: [
    actionTypeInput('Type', 'calendarType', [
      ['Event', 'event'],
      ['Calendar', 'calendar'],
      ['Freebusy', 'freebusy'],
    ]),
    actionsInput(
      'Event Actions',
      'eventActions',
      [
        ['List Events', 'listEvents'],
        ['Create Event', 'createEvent'],
        ['Get Event', 'getEvent'],
        ['Update Event', 'updateEvent'],
        ['Delete Event', 'deleteEvent'],
        ['Quick Add Event', 'quickAddEvent'],
      ],
      { calendarType: ['event'] },
    ),
    actionsInput(
      'Calendar Actions',
      'calendarActions',
      [
        ['List Calendars', 'listCalendars'],
        ['Create Calendar', 'createCalendar'],
        ['Get Calendar', 'getCalendar'],
        ['Update Calendar', 'updateCalendar'],
        ['Delete Calendar', 'deleteCalendar'],
        ['Clear Calendar', 'clearCalendar'],
      ],
      { calendarType: ['calendar'] },
    ),
    actionsInput('Freebusy Actions', 'freebusyActions', [['Query Freebusy', 'queryFreebusy']], {
      calendarType: ['freebusy'],
    }),
    actionParam(
      'Calendar ID',
      'calendarId',
      { calendarType: ['event'] },
      'The calendar of the events; primary is your own',
      {
        default: 'primary',
      },
    ),
    actionParam(
      'Event ID',
      'eventId',
      events('getEvent', 'updateEvent', 'deleteEvent'),
      'The ID of the event',
    ),
    actionParam('Summary', 'summary', events(...WRITE), 'The title of the event'),
    actionParam('Description', 'description', events(...WRITE), 'The text of the event'),
    actionParam('Location', 'location', events(...WRITE), 'Where the event is'),
    actionParam('Start Date Time', 'startDateTime', events(...WRITE), 'When it starts (RFC 3339)', {
      placeholder: '2025-01-15T10:00:00',
    }),
    actionParam('End Date Time', 'endDateTime', events(...WRITE), 'When it ends (RFC 3339)', {
      placeholder: '2025-01-15T11:00:00',
    }),
    actionParam('Time Zone', 'timeZone', events(...WRITE), 'An IANA time zone', {
      placeholder: 'Europe/Berlin',
    }),
    actionParam('All Day Event', 'allDay', events(...WRITE), 'Whether the event takes whole days', {
      type: 'boolean',
    }),
    actionParam('Start Date', 'startDate', events(...WRITE), 'The first day of an all-day event', {
      placeholder: '2025-01-15',
    }),
    actionParam('End Date', 'endDate', events(...WRITE), 'The day after the last day of an all-day event', {
      placeholder: '2025-01-16',
    }),
    actionParam('Attendees', 'attendees', events(...WRITE), 'Emails of the attendees, separated by commas'),
    actionParam(
      'Send Updates to',
      'sendUpdates',
      events(...WRITE, 'deleteEvent'),
      'Who Google emails about the change',
      {
        type: 'options',
        options: [option('All', 'all'), option('External Only', 'externalOnly'), option('None', 'none')],
        default: 'all',
      },
    ),
    actionParam('Recurrence Rules', 'recurrence', events(...WRITE), 'RRULE lines, separated by commas', {
      placeholder: 'RRULE:FREQ=WEEKLY;COUNT=5',
    }),
    actionParam(
      'Reminder Minutes',
      'reminderMinutes',
      events(...WRITE),
      'A popup reminder this many minutes before',
      {
        type: 'number',
      },
    ),
    actionParam('Visibility', 'visibility', events(...WRITE), 'Who sees the event', {
      type: 'options',
      options: [
        option('Default', 'default'),
        option('Public', 'public'),
        option('Private', 'private'),
        option('Confidential', 'confidential'),
      ],
    }),
    actionParam('Quick Add Text', 'quickAddText', events('quickAddEvent'), 'An event described in words', {
      placeholder: 'Lunch with Ana tomorrow at noon',
    }),
    actionParam('Time Min', 'timeMin', events('listEvents'), 'Events ending after this time (RFC 3339)'),
    actionParam('Time Max', 'timeMax', events('listEvents'), 'Events starting before this time (RFC 3339)'),
    actionParam('Max Results', 'maxResults', events('listEvents'), 'At most this many events', {
      type: 'number',
      default: 10,
    }),
    actionParam(
      'Single Events',
      'singleEvents',
      events('listEvents'),
      'Whether recurring events are given one by one',
      {
        type: 'boolean',
        default: true,
      },
    ),
    actionParam('Order By', 'orderBy', events('listEvents'), 'How the events are sorted', {
      type: 'options',
      options: [option('Start Time', 'startTime'), option('Updated', 'updated')],
    }),
    actionParam('Query', 'query', events('listEvents'), 'Words the events contain'),
    actionParam(
      'Calendar ID',
      'calendarIdForCalendar',
      calendars('getCalendar', 'updateCalendar', 'deleteCalendar', 'clearCalendar'),
      'The ID of the calendar',
    ),
    actionParam(
      'Calendar Summary',
      'calendarSummary',
      calendars('createCalendar', 'updateCalendar'),
      'The title of the calendar',
    ),
    actionParam(
      'Calendar Description',
      'calendarDescription',
      calendars('createCalendar', 'updateCalendar'),
      'The description of the calendar',
    ),
    actionParam(
      'Calendar Location',
      'calendarLocation',
      calendars('createCalendar', 'updateCalendar'),
      'Where the calendar is',
    ),
    actionParam(
      'Calendar Time Zone',
      'calendarTimeZone',
      calendars('createCalendar', 'updateCalendar'),
      'Its IANA time zone',
    ),
    actionParam(
      'Show Hidden',
      'showHidden',
      calendars('listCalendars'),
      'Whether hidden calendars are listed',
      {
        type: 'boolean',
      },
    ),
    actionParam(
      'Min Access Role',
      'minAccessRole',
      calendars('listCalendars'),
      'Only calendars you have this access to',
      {
        type: 'options',
        options: [
          option('Free/Busy Reader', 'freeBusyReader'),
          option('Reader', 'reader'),
          option('Writer', 'writer'),
          option('Owner', 'owner'),
        ],
      },
    ),
    actionParam('Time Min', 'freebusyTimeMin', freebusy, 'From when (RFC 3339)'),
    actionParam('Time Max', 'freebusyTimeMax', freebusy, 'Until when (RFC 3339)'),
    actionParam('Calendar IDs', 'calendarIds', freebusy, 'The calendars to ask about, separated by commas'),
    actionParam(
      'Group Expansion Max',
      'groupExpansionMax',
      freebusy,
      'At most this many calendars of a group',
      {
        type: 'number',
      },
    ),
    actionParam('Calendar Expansion Max', 'calendarExpansionMax', freebusy, 'At most this many calendars', {
      type: 'number',
    }),
  ],
})

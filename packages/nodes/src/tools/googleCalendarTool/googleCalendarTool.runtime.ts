import { defineRuntime } from '../../runtime'
import { supplyOAuthTools } from '../../shared/oauth-service'
import { calendarApiActions } from './calendar-actions'
import { googleCalendarTool } from './googleCalendarTool.node.js'

/** Google Calendar API v3 through the outbound guard, with the credential's OAuth 2.0 token. */
export default defineRuntime(googleCalendarTool, {
  kind: 'supply',
  supply: (ctx) =>
    supplyOAuthTools(ctx, {
      service: 'Google Calendar',
      apiUrl: 'https://www.googleapis.com/calendar/v3',
      typeInput: 'calendarType',
      actionInputs: { event: 'eventActions', calendar: 'calendarActions', freebusy: 'freebusyActions' },
      defaultInputs: googleCalendarTool.inputs
        .map((input) => input.name)
        .filter(
          (name) => !['calendarType', 'eventActions', 'calendarActions', 'freebusyActions'].includes(name),
        ),
      actions: calendarApiActions,
    }),
})

import type { TInputDefinition } from '@unikflow/graph'
import { startFormFields } from './start-form-fields'

const onSchedule = { startInputType: 'scheduleInput' } as const
const onPicker = { ...onSchedule, scheduleType: 'visualPicker' } as const

/** IANA zones this runtime knows, UTC first; their labels are their names, the same in every language. */
function timezoneOptions(): { label: string; name: string }[] {
  const zones = Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')
  return ['UTC', ...zones].map((zone) => ({ label: zone, name: zone }))
}

/** Start 1.4's schedule inputs, named and shaped as Flowise names them, so its exports open unchanged. */
export const startScheduleInputs: TInputDefinition[] = [
  {
    label: 'Schedule Type',
    name: 'scheduleType',
    type: 'options',
    default: 'visualPicker',
    options: [
      { label: 'Visual Picker', name: 'visualPicker', description: 'Pick how often and when' },
      {
        label: 'Cron Expression',
        name: 'cronExpression',
        description: 'Write the schedule as a cron expression',
      },
    ],
    show: onSchedule,
  },
  {
    label: 'Cron Expression',
    name: 'scheduleCronExpression',
    type: 'string',
    placeholder: '0 9 * * 1-5',
    description:
      'Five fields: minute, hour, day of month, month, day of week ("0 9 * * 1-5": 09:00 on weekdays)',
    show: { ...onSchedule, scheduleType: 'cronExpression' },
  },
  {
    label: 'Frequency',
    name: 'scheduleFrequency',
    type: 'options',
    options: [
      { label: 'Hourly', name: 'hourly', description: 'Every hour, at the minute given' },
      { label: 'Daily', name: 'daily', description: 'Every day, at the time given' },
      { label: 'Weekly', name: 'weekly', description: 'On the days of the week given, at the time given' },
      { label: 'Monthly', name: 'monthly', description: 'On the days of the month given, at the time given' },
    ],
    show: onPicker,
  },
  {
    label: 'On Minute',
    name: 'scheduleOnMinute',
    type: 'number',
    placeholder: '30',
    description: 'The minute of each hour the flow runs at (0–59)',
    show: { ...onPicker, scheduleFrequency: 'hourly' },
  },
  {
    label: 'On Time',
    name: 'scheduleOnTime',
    type: 'timePicker',
    show: { ...onPicker, scheduleFrequency: ['daily', 'weekly', 'monthly'] },
  },
  {
    label: 'On Day of Week',
    name: 'scheduleOnDayOfWeek',
    type: 'weekDaysPicker',
    show: { ...onPicker, scheduleFrequency: 'weekly' },
  },
  {
    label: 'On Day of Month',
    name: 'scheduleOnDayOfMonth',
    type: 'monthDaysPicker',
    show: { ...onPicker, scheduleFrequency: 'monthly' },
  },
  {
    label: 'End Date',
    name: 'scheduleEndDate',
    type: 'datePicker',
    optional: true,
    description: 'After this date the schedule no longer starts the flow',
    show: onSchedule,
  },
  {
    label: 'Timezone',
    name: 'scheduleTimezone',
    type: 'options',
    default: 'UTC',
    optional: true,
    description: 'The time zone the schedule is read in',
    options: timezoneOptions(),
    show: onSchedule,
  },
  {
    label: 'Schedule Input Mode',
    name: 'scheduleInputMode',
    type: 'options',
    default: 'text',
    description: 'What each scheduled run starts with',
    options: [
      { label: 'Default Text Input', name: 'text', description: 'The same text every time' },
      { label: 'Form Input', name: 'form', description: 'The form values given below every time' },
      { label: 'No Input', name: 'none', description: 'Nothing' },
    ],
    show: onSchedule,
  },
  {
    label: 'Default Input',
    name: 'scheduleDefaultInput',
    type: 'string',
    rows: 4,
    placeholder: 'Write the daily report',
    description: 'The question each scheduled run starts with',
    show: { ...onSchedule, scheduleInputMode: 'text' },
  },
  {
    label: 'Form Fields',
    name: 'scheduleFormInputTypes',
    type: 'array',
    description: 'The fields of the form each scheduled run receives',
    show: { ...onSchedule, scheduleInputMode: 'form' },
    array: startFormFields('scheduleFormInputTypes'),
  },
  {
    label: 'Default Form Values',
    name: 'scheduleFormDefaults',
    type: 'json',
    optional: true,
    description: 'The values of the fields above, as a JSON object by variable name: { "team": "sales" }',
    show: { ...onSchedule, scheduleInputMode: 'form' },
  },
]

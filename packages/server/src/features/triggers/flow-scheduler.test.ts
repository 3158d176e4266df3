import { beforeAll, expect, it } from 'vitest'
import { buildV2Flow, startReplyFlow } from '@unikflow/engine/testing'
import type { TChatflow } from '@unikflow/graph'
import { describeDialects } from '../../test/build-test-app'
import { chatflowsClient } from '../../test/chatflows-client'
import { unikFixture } from '../../test/unik-fixture'
import { lazyVectorIndex } from '../document-stores/vectors/vector-index'
import { RunningChats } from '../prediction/running-chats'
import { Keyring } from '../secrets/keyring'
import { FlowScheduler, LocalClaims, type ScheduleClaims } from './flow-scheduler'

/** Start (schedule) → Direct Reply answering with what the run started with. */
const scheduledFlow = (start: Record<string, unknown>) =>
  JSON.stringify(
    startReplyFlow('Ran: {{ question }} {{ $form.team }}', { startInputType: 'scheduleInput', ...start }),
  )

describeDialects('flow schedules (%s)', (dialect) => {
  const t = unikFixture(dialect, { owner: 'cron@example.com', unik: 'Cron' })
  const flows: Record<string, TChatflow> = {}
  let scheduler: FlowScheduler
  const schedulerWith = (claims: ScheduleClaims) =>
    new FlowScheduler(
      {
        db: t.database.db,
        config: t.config,
        keyring: Keyring.fromSecretKeys(t.config.secretKeys),
        metrics: undefined,
        vectorIndex: lazyVectorIndex(t.database.driver),
        runQueue: undefined,
        runningChats: new RunningChats(),
        log: t.app.log,
      },
      claims,
    )
  const runsOf = async (name: string) =>
    t.database.db
      .selectFrom('chat_messages')
      .select(['content', 'role'])
      .where('chatflow_id', '=', flows[name]?.id ?? '')
      .where('role', '=', 'apiMessage')
      .execute()

  beforeAll(async () => {
    scheduler = schedulerWith(new LocalClaims())
    const make = async (name: string, start: Record<string, unknown>) => {
      flows[name] = await chatflowsClient(t.app, t.unik.id).make(t.owner, {
        name,
        type: 'AGENTFLOW',
        flowData: scheduledFlow(start),
      })
    }
    // 09:30 on weekdays in Berlin; Monday 2026-12-07 09:30 there is 08:30 UTC.
    await make('weekdays', {
      scheduleType: 'visualPicker',
      scheduleFrequency: 'weekly',
      scheduleOnTime: '09:30',
      scheduleOnDayOfWeek: '1,2,3,4,5',
      scheduleTimezone: 'Europe/Berlin',
      scheduleInputMode: 'text',
      scheduleDefaultInput: 'the daily report',
    })
    await make('form', {
      scheduleType: 'cronExpression',
      scheduleCronExpression: '30 8 * * *',
      scheduleInputMode: 'form',
      scheduleFormDefaults: '{"team":"sales"}',
    })
    await make('ended', {
      scheduleType: 'cronExpression',
      scheduleCronExpression: '30 8 * * *',
      scheduleEndDate: '2026-12-06',
    })
  })

  it('runs each flow whose schedule matches the minute, in its time zone, with its input', async () => {
    await scheduler.tick(new Date('2026-12-07T08:30:20Z'))
    expect((await runsOf('weekdays')).map((m) => m.content)).toEqual([
      'Ran: the daily report {{ $form.team }}',
    ])
    expect((await runsOf('form')).map((m) => m.content)).toEqual(['Ran: {"team":"sales"} sales'])
    // Past its end date.
    expect(await runsOf('ended')).toEqual([])
    // The same minute again (a second tick) does not run them twice; a minute that matches nothing runs nothing.
    await scheduler.tick(new Date('2026-12-07T08:30:50Z'))
    await scheduler.tick(new Date('2026-12-07T09:30:00Z'))
    expect(await runsOf('weekdays')).toHaveLength(1)
  })

  it('reads a saved change at the next minute, and only one claimant runs a start', async () => {
    const client = chatflowsClient(t.app, t.unik.id)
    const saved = await client.update(t.owner, flows.weekdays?.id ?? '', {
      version: flows.weekdays?.version,
      flowData: scheduledFlow({
        scheduleType: 'cronExpression',
        scheduleCronExpression: '45 10 * * *',
        scheduleDefaultInput: 'moved',
      }),
    })
    expect(saved.statusCode, saved.body).toBe(200)
    // Two servers of one installation share the claims: the first takes the minute, the second skips it.
    const taken = new Set<string>()
    const shared: ScheduleClaims = {
      claim: async (flowId, minute) =>
        !taken.has(`${flowId}:${minute}`) && Boolean(taken.add(`${flowId}:${minute}`)),
    }
    const at = new Date('2026-12-08T10:45:00Z')
    await Promise.all([schedulerWith(shared).tick(at), schedulerWith(shared).tick(at)])
    expect((await runsOf('weekdays')).map((m) => m.content)).toEqual([
      'Ran: the daily report {{ $form.team }}',
      'Ran: moved {{ $form.team }}',
    ])
  })

  it('runs a flow releasing explicitly from its live release, whatever its draft now starts with', async () => {
    const client = chatflowsClient(t.app, t.unik.id)
    const flow = await client.make(t.owner, {
      name: 'released',
      type: 'AGENTFLOW',
      flowData: scheduledFlow({
        scheduleType: 'cronExpression',
        scheduleCronExpression: '15 7 * * *',
        scheduleDefaultInput: 'from the release',
      }),
    })
    flows.released = flow
    await scheduler.tick(new Date('2026-12-09T07:14:00Z'))
    // Switching to explicit releases releases the current save (the schedule).
    const explicit = await client.call(t.owner, 'PUT', `/${flow.id}/releases/settings`, {
      releaseExplicitly: true,
    })
    expect(explicit.statusCode, explicit.body).toBe(200)
    // The draft is now a chat flow without a Start node's schedule: the live release still starts so.
    const saved = await client.update(t.owner, flow.id, {
      version: flow.version,
      flowData: JSON.stringify(
        buildV2Flow([{ id: 'startAgentflow_0', name: 'startAgentflow', inputs: {} }], []),
      ),
    })
    expect(saved.statusCode, saved.body).toBe(200)
    await scheduler.tick(new Date('2026-12-09T07:15:00Z'))
    expect((await runsOf('released')).map((m) => m.content)).toEqual([
      'Ran: from the release {{ $form.team }}',
    ])
  })
})

import type { MemorySaver } from '@langchain/langgraph'
import type { RunnableConfig } from '@langchain/core/runnables'
import type { TAgentThreadStore } from '../../context'
import { lazyImport } from '../../shared/lazy-import'

const langchainLanggraph = lazyImport(() => import('@langchain/langgraph'))

/** Checkpoints kept per thread (enough to resume and to look back a few steps; older ones are dropped). */
const KEEP_CHECKPOINTS = 10

type TStorage = MemorySaver['storage'][string]
type TWrites = MemorySaver['writes']

const threadOf = (config: RunnableConfig): string | undefined => {
  const id: unknown = config.configurable?.thread_id
  return typeof id === 'string' ? id : undefined
}

/** Uint8Array ↔ `{ $b64 }` so a thread's checkpoints travel as one JSON text. */
const toJson = (value: unknown): string =>
  JSON.stringify(value, (_k, v: unknown) =>
    v instanceof Uint8Array ? { $b64: Buffer.from(v).toString('base64') } : v,
  )
const fromJson = (text: string): unknown =>
  JSON.parse(text, (_k, v: unknown) =>
    v !== null && typeof v === 'object' && '$b64' in v && typeof v.$b64 === 'string'
      ? new Uint8Array(Buffer.from(v.$b64, 'base64'))
      : v,
  )

/**
 * A LangGraph checkpointer whose threads live in the host's store (the server's database): LangGraph's
 * MemorySaver for the run's reads and writes, each thread loaded on first use and saved after every
 * write. One saver serves one run, so another process's newer state is read at the next run.
 */
export type TThreadSaver = MemorySaver & {
  /** Resolves when every write so far is in the store (the run awaits it before answering). */
  flush(): Promise<void>
}

export async function createThreadSaver(store: TAgentThreadStore | undefined): Promise<TThreadSaver> {
  const { MemorySaver } = await langchainLanggraph()
  if (!store) return Object.assign(sharedMemorySaver(MemorySaver), { flush: () => Promise.resolve() })

  class ThreadSaver extends MemorySaver {
    private readonly loaded = new Map<string, Promise<void>>()
    /**
     * Saves run one after another, each writing the thread as it is when it runs: LangGraph may write
     * without waiting for the previous write, and two saves finishing out of order would leave an older
     * state in the store.
     */
    private saving: Promise<void> = Promise.resolve()

    flush(): Promise<void> {
      return this.saving
    }

    private ensure(config: RunnableConfig): Promise<void> {
      const threadId = threadOf(config)
      if (threadId === undefined || !store) return Promise.resolve()
      let loading = this.loaded.get(threadId)
      if (!loading) {
        loading = store.load(threadId).then((text) => {
          if (text === undefined) return
          const saved = fromJson(text) as { storage: TStorage; writes: TWrites }
          this.storage[threadId] = saved.storage
          Object.assign(this.writes, saved.writes)
        })
        this.loaded.set(threadId, loading)
      }
      return loading
    }

    private persist(config: RunnableConfig): Promise<void> {
      this.saving = this.saving.then(() => this.save(config))
      return this.saving
    }

    private async save(config: RunnableConfig): Promise<void> {
      const threadId = threadOf(config)
      if (threadId === undefined || !store) return
      const storage: TStorage = {}
      const kept = new Set<string>()
      for (const [ns, checkpoints] of Object.entries(this.storage[threadId] ?? {})) {
        // Checkpoint ids are time-ordered (uuid6): the newest sort last.
        const ids = Object.keys(checkpoints).sort().slice(-KEEP_CHECKPOINTS)
        const keptHere: TStorage[string] = {}
        for (const id of ids) {
          const checkpoint = checkpoints[id]
          if (checkpoint) keptHere[id] = checkpoint
        }
        storage[ns] = keptHere
        for (const id of ids) kept.add(JSON.stringify([threadId, ns, id]))
      }
      const writes = Object.fromEntries(Object.entries(this.writes).filter(([key]) => kept.has(key)))
      await store.save(threadId, toJson({ storage, writes }))
    }

    override async getTuple(config: RunnableConfig) {
      await this.ensure(config)
      return super.getTuple(config)
    }

    override async *list(config: RunnableConfig, options?: Parameters<MemorySaver['list']>[1]) {
      await this.ensure(config)
      yield* super.list(config, options)
    }

    override async put(...args: Parameters<MemorySaver['put']>) {
      await this.ensure(args[0])
      const next = await super.put(...args)
      await this.persist(args[0])
      return next
    }

    override async putWrites(...args: Parameters<MemorySaver['putWrites']>) {
      await this.ensure(args[0])
      await super.putWrites(...args)
      await this.persist(args[0])
    }
  }
  const saver = new ThreadSaver()
  saverStores.set(saver, store)
  return saver
}

/** The store each saver of `createThreadSaver` keeps its threads in. */
const saverStores = new WeakMap<object, TAgentThreadStore>()

/**
 * The thread store of an Agent Memory node's saver (Postgres, SQLite …), when the Start node was given
 * one: the sequential run then keeps its threads there instead of in the host's store.
 */
export function threadStoreOf(memory: unknown): TAgentThreadStore | undefined {
  return memory !== null && typeof memory === 'object' ? saverStores.get(memory) : undefined
}

let shared: MemorySaver | undefined
/** Without a host store (engine tests, composed flows) threads live in this process's memory. */
function sharedMemorySaver(Saver: typeof MemorySaver): MemorySaver {
  shared ??= new Saver()
  return shared
}

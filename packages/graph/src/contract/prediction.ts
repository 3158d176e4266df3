import { z } from 'zod'
import { ZRateLimitConfig } from './flow-config'

/** Who wrote a chat message, in Flowise's words. */
export const CHAT_ROLE_VALUES = ['userMessage', 'apiMessage'] as const
export const ZChatRole = z.enum(CHAT_ROLE_VALUES)
export type TChatRole = z.infer<typeof ZChatRole>

/**
 * INTERNAL: the canvas chat (`internal-prediction`); EXTERNAL: the public prediction API and embeds;
 * EVALUATION: the rows an evaluation runs (kept apart in View Messages, as Flowise does).
 */
export const CHAT_TYPE_VALUES = ['INTERNAL', 'EXTERNAL', 'EVALUATION'] as const
export const ZChatType = z.enum(CHAT_TYPE_VALUES)
export type TChatType = z.infer<typeof ZChatType>

export const FEEDBACK_RATING_VALUES = ['THUMBS_UP', 'THUMBS_DOWN'] as const
export const ZFeedbackRating = z.enum(FEEDBACK_RATING_VALUES)
export type TFeedbackRating = z.infer<typeof ZFeedbackRating>

/** One earlier turn given with a question: `{ role, content }`, or the Flowise SDK's `{ message, type }`. */
export const ZHistoryMessage = z.union([
  z.object({ role: ZChatRole, content: z.string() }),
  z
    .object({ type: ZChatRole, message: z.string() })
    .transform(({ type, message }) => ({ role: type, content: message })),
])

/** A file given with a question: Flowise's `uploads` item (`data` is base64 or a `data:` URL). */
export const ZUpload = z.object({
  data: z.string(),
  type: z.string().default('file'),
  name: z.string().default('file'),
  mime: z.string().default('application/octet-stream'),
})
export type TUploadInput = z.input<typeof ZUpload>

export const PREDICTION_QUESTION_MAX = 100_000

/**
 * Agentflow v2: the request that reached a webhook Start (`POST /webhook/:flowId`), as its nodes read it:
 * `{{ $webhook.body.x }}`, `{{ $webhook.headers.x }}`, `{{ $webhook.query.x }}`.
 */
export const ZWebhookPayload = z.object({
  body: z.unknown(),
  headers: z.record(z.string(), z.unknown()),
  query: z.record(z.string(), z.unknown()),
})
export type TWebhookPayload = z.infer<typeof ZWebhookPayload>

/** `POST /prediction/:flowId` and `/internal-prediction/:flowId` (JSON, or multipart with the same fields + files). */
export const ZPredictionBody = z.object({
  question: z.string().max(PREDICTION_QUESTION_MAX).default(''),
  /** Node properties (and `sessionId`, `vars`) to change for this run, if the flow's apiConfig allows them. */
  overrideConfig: z.record(z.string(), z.unknown()).optional(),
  history: z.array(ZHistoryMessage).optional(),
  chatId: z.string().min(1).max(200).optional(),
  streaming: z.boolean().optional(),
  uploads: z.array(ZUpload).optional(),
  /** Run up to this node and answer with its output. */
  stopNodeId: z.string().min(1).optional(),
  /** Agentflow v2: resumes an execution waiting at a Human Input (`startNodeId` is Flowise's, not needed). */
  humanInput: z
    .object({
      type: z.enum(['proceed', 'reject']),
      feedback: z.string().max(PREDICTION_QUESTION_MAX).optional(),
      startNodeId: z.string().max(200).optional(),
    })
    .optional(),
  /** Agentflow v2: the values of Start's form (`{{ $form.<name> }}`). */
  form: z.record(z.string(), z.unknown()).optional(),
  /** Agentflow v2: the request a webhook Start received (set by the webhook route). */
  webhook: ZWebhookPayload.optional(),
  /**
   * Run this release of the flow (its number). Left out: the live release (the canvas chat: the draft);
   * every save is live for a flow that does not release changes explicitly.
   */
  release: z.coerce
    .number()
    .int()
    .min(1)
    .optional()
    .describe(
      'Run this release of the flow (its number); left out: the live release (the canvas chat: its draft). An unknown release is a 404.',
    ),
})
export type TPredictionBody = z.input<typeof ZPredictionBody>

export const ZSourceDocument = z.object({
  pageContent: z.string(),
  metadata: z.record(z.string(), z.unknown()),
})
export const ZUsedTool = z.object({ tool: z.string(), toolInput: z.unknown(), toolOutput: z.string() })
/**
 * What a chat message keeps of an upload (Flowise's names): `stored-file` (kept, served by
 * `/get-upload-file`), `stored-file:full` (its text went to the model), `url` (a link, in `data`), `audio`.
 */
export const ZFileUpload = z.object({
  name: z.string(),
  mime: z.string(),
  type: z.string(),
  size: z.number().optional(),
  data: z.string().optional(),
})

/**
 * A file a run made that the chat shows with the answer (Flowise's `artifacts` item): `type` is how it is
 * shown (`png`, `jpeg`, `gif`, `webp` as an image; `html`, `markdown`, `json`, `text` … as Flowise names
 * them), `data` either `FILE-STORAGE::<name>` (kept with the chat, served by `/get-upload-file`) or the
 * content itself.
 */
export const ZArtifact = z.object({ type: z.string(), data: z.string() })
export type TArtifact = z.infer<typeof ZArtifact>
/** The prefix of an artifact's `data` that names a file kept with the chat (Flowise's). */
export const STORED_FILE_PREFIX = 'FILE-STORAGE::'
/** A file a run made that the chat offers to download (Flowise's `fileAnnotations` item). */
export const ZFileAnnotation = z.object({ filePath: z.string(), fileName: z.string() })
export type TFileAnnotation = z.infer<typeof ZFileAnnotation>

/** One step of a Sequential Agents run as the chat shows it (Flowise's `agentReasoning` item). */
export const ZAgentReasoning = z.object({
  agentName: z.string(),
  messages: z.array(z.string()),
  usedTools: z.array(ZUsedTool),
  nodeName: z.string(),
  nodeId: z.string(),
})
export type TAgentReasoning = z.infer<typeof ZAgentReasoning>

/** A tool call waiting for the person: the chat shows the buttons and sends a button's label back as the question. */
export const ZAgentAction = z.object({
  id: z.string(),
  mapping: z.object({ approve: z.string(), reject: z.string(), toolCalls: z.array(z.unknown()) }),
  elements: z.array(z.object({ type: z.enum(['approve-button', 'reject-button']), label: z.string() })),
})
export type TAgentAction = z.infer<typeof ZAgentAction>

/** One node's run of an Agentflow v2 execution (Flowise's `agentFlowExecutedData` item). */
export const ZExecutedNode = z.object({
  nodeId: z.string(),
  nodeLabel: z.string(),
  data: z.object({
    name: z.string(),
    input: z.unknown(),
    output: z.unknown(),
    state: z.record(z.string(), z.unknown()),
  }),
  previousNodeIds: z.array(z.string()),
  status: z.enum(['FINISHED', 'STOPPED', 'ERROR']),
  iterationIndex: z.number().optional(),
})
export type TExecutedNode = z.infer<typeof ZExecutedNode>

/** The run trace's entry naming the `overrideConfig` keys a run left out (not a node: analytics skip it). */
export const DROPPED_OVERRIDES_TRACE_ID = '$overrideConfig'

export const ZPredictionResponse = z.object({
  text: z.string(),
  question: z.string(),
  chatId: z.string(),
  /** Id of the stored answer (feedback refers to it). */
  chatMessageId: z.string(),
  sessionId: z.string(),
  memoryType: z.string().optional(),
  sourceDocuments: z.array(ZSourceDocument).optional(),
  usedTools: z.array(ZUsedTool).optional(),
  /** Images and files the run made (an Agent's built-in tools), kept with the chat. */
  artifacts: z.array(ZArtifact).optional(),
  fileAnnotations: z.array(ZFileAnnotation).optional(),
  /** Sequential Agents: what each step said, and the buttons of a tool call that awaits approval. */
  agentReasoning: z.array(ZAgentReasoning).optional(),
  action: ZAgentAction.optional(),
  /** Agentflow v2: every node run of the execution, in order. */
  agentFlowExecutedData: z.array(ZExecutedNode).optional(),
  json: z.unknown().optional(),
  /** Follow-up questions, when the flow enables them: a JSON text of a string array, as Flowise sends it. */
  followUpPrompts: z.string().optional(),
  /** Set when the model answered but the answer (or its trace) could not be stored. */
  warning: z.string().optional(),
  /**
   * `overrideConfig` keys the flow has not enabled, left out of the run (as Flowise does); also the
   * `x-unikflow-dropped-overrides` header of a JSON answer and an entry of the run's trace.
   */
  droppedOverrides: z.array(z.string()).optional(),
})
export type TPredictionResponse = z.infer<typeof ZPredictionResponse>

/**
 * The flow's `apiConfig` (JSON text on the flow): which node properties callers may override, by
 * node name or node id, and which variables (`overrideConfig.vars`). Off unless `status` is true.
 */
export const ZFlowApiConfig = z.object({
  /** Messages per duration per client IP (public callers); see ZRateLimitConfig. */
  rateLimit: ZRateLimitConfig.optional(),
  overrideConfig: z
    .object({
      status: z.boolean().default(false),
      nodes: z.record(z.string(), z.array(z.string())).default({}),
      variables: z.array(z.string()).default([]),
      /** Refuse a run (403) whose overrideConfig names what is not enabled, instead of dropping it. */
      refuseNotEnabled: z.boolean().default(false),
    })
    .optional(),
})
export type TFlowApiConfig = z.infer<typeof ZFlowApiConfig>

export const ZChatMessageFeedback = z.object({
  id: z.string(),
  chatflowId: z.string(),
  chatId: z.string(),
  messageId: z.string(),
  rating: ZFeedbackRating,
  content: z.string().nullable(),
  createdDate: z.string(),
})
export type TChatMessageFeedback = z.infer<typeof ZChatMessageFeedback>

export const ZChatMessage = z.object({
  id: z.string(),
  chatflowId: z.string(),
  role: ZChatRole,
  content: z.string(),
  sourceDocuments: z.array(ZSourceDocument).nullable(),
  usedTools: z.array(ZUsedTool).nullable(),
  fileUploads: z.array(ZFileUpload).nullable(),
  /** Images and files the run made with this answer, kept with the chat (Flowise's names). */
  artifacts: z.array(ZArtifact).nullable().optional(),
  fileAnnotations: z.array(ZFileAnnotation).nullable().optional(),
  /** Sequential Agents: the steps of the run and, when it waits for the person, the pending approval. */
  agentReasoning: z.array(ZAgentReasoning).nullable().optional(),
  action: ZAgentAction.nullable().optional(),
  /** Agentflow v2: every node run of the execution that answered, as the prediction returned it. */
  agentFlowExecutedData: z.array(ZExecutedNode).nullable().optional(),
  chatType: ZChatType,
  chatId: z.string(),
  sessionId: z.string().nullable(),
  memoryType: z.string().nullable(),
  /** The release the answer came from (null: the draft, or a flow that does not release explicitly). */
  release: z.number().int().nullable().optional(),
  createdDate: z.string(),
  feedback: ZChatMessageFeedback.nullable(),
})
export type TChatMessage = z.infer<typeof ZChatMessage>

/** One conversation of the View messages dialog: its messages, oldest first. */
export const ZChatSession = z.object({
  chatId: z.string(),
  sessionId: z.string().nullable(),
  chatType: ZChatType,
  firstDate: z.string(),
  lastDate: z.string(),
  messages: z.array(ZChatMessage),
})
export type TChatSession = z.infer<typeof ZChatSession>

const ZManyChatTypes = z
  .union([ZChatType, z.array(ZChatType)])
  .optional()
  .transform((v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]))

/** An ISO date or date-time (`2026-11-24`, `2026-11-24T10:00:00Z`); anything else is refused, not ignored. */
export const ZQueryDate = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/,
    'Invalid date: use YYYY-MM-DD or an ISO date-time',
  )
  .refine((v) => !Number.isNaN(Date.parse(v)), 'Invalid date: use YYYY-MM-DD or an ISO date-time')

export const ZChatMessageListQuery = z.object({
  chatType: ZManyChatTypes,
  /** ISO dates (inclusive); a bare `YYYY-MM-DD` endDate covers that whole day. */
  startDate: ZQueryDate.optional(),
  endDate: ZQueryDate.optional(),
  /** Only conversations with feedback (of `feedbackType` when given). */
  feedback: z.enum(['true', 'false']).optional(),
  feedbackType: ZFeedbackRating.optional(),
  sessionId: z.string().optional(),
  chatId: z.string().optional(),
})
export type TChatMessageListQuery = z.input<typeof ZChatMessageListQuery>

/** Most recent conversation first. */
export const ZChatSessionList = z.object({ sessions: z.array(ZChatSession), messageCount: z.number().int() })
export type TChatSessionList = z.infer<typeof ZChatSessionList>

export const ZChatMessageDeleteQuery = z.object({
  chatId: z.string().optional(),
  sessionId: z.string().optional(),
  chatType: ZManyChatTypes,
  /** `true` removes the rows; otherwise they are marked deleted (hidden, and forgotten by memory). */
  hardDelete: z.enum(['true', 'false']).optional(),
})
export type TChatMessageDeleteQuery = z.input<typeof ZChatMessageDeleteQuery>
export const ZDeletedCount = z.object({ deleted: z.number().int() })

export const ZFeedbackBody = z.object({
  chatId: z.string().min(1),
  messageId: z.string().min(1),
  rating: ZFeedbackRating,
  content: z.string().max(10_000).optional(),
})
export type TFeedbackBody = z.infer<typeof ZFeedbackBody>

export const RUN_STATUS_VALUES = ['success', 'error', 'aborted'] as const
export const ZRunStatus = z.enum(RUN_STATUS_VALUES)

export const ZRunSummary = z.object({
  id: z.string(),
  chatflowId: z.string(),
  chatId: z.string(),
  status: ZRunStatus,
  startedAt: z.string(),
  durationMs: z.number().int(),
  error: z.string().nullable(),
  /** The release the run ran on (null: the draft, or a flow that does not release explicitly). */
  release: z.number().int().nullable(),
})
export type TRunSummary = z.infer<typeof ZRunSummary>

export const ZRunNodeTrace = z.object({
  nodeId: z.string(),
  label: z.string(),
  name: z.string(),
  startMs: z.number(),
  endMs: z.number(),
  inputs: z.unknown(),
  output: z.unknown(),
  error: z.string().optional(),
  /** Model calls of the node a cache answered (none: absent). */
  cacheHits: z.number().int().positive().optional(),
})
/** A run with its per-node trace (inputs and outputs truncated) for the Logs dialog. */
export const ZRun = ZRunSummary.extend({ nodes: z.array(ZRunNodeTrace) })
export type TRun = z.infer<typeof ZRun>
export const ZRunListQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) })

/** Flowise's `GET /chatmessage/:id` filters (its names); `order` (or `sort`) ASC is oldest first. */
export const ZFlowiseChatMessageQuery = z.object({
  chatType: ZManyChatTypes,
  order: z.enum(['ASC', 'DESC']).optional(),
  sort: z.enum(['ASC', 'DESC']).optional(),
  chatId: z.string().optional(),
  sessionId: z.string().optional(),
  messageId: z.string().optional(),
  startDate: ZQueryDate.optional(),
  endDate: ZQueryDate.optional(),
  /** Only messages with feedback (of `feedbackType` when given). */
  feedback: z.enum(['true', 'false']).optional(),
  feedbackType: ZFeedbackRating.optional(),
})

/** A stored message as Flowise's chat message API answers it (`chatflowid` in its spelling). */
export const ZFlowiseChatMessage = ZChatMessage.omit({ chatflowId: true }).extend({
  chatflowid: z.string(),
  /** An Agentflow v2 answer's execution as Flowise joins it: `executionData` is the node runs' JSON text. */
  execution: z.object({ executionData: z.string() }).optional(),
})
export type TFlowiseChatMessage = z.infer<typeof ZFlowiseChatMessage>

/** Flowise's `DELETE /chatmessage/:id` filters. */
export const ZFlowiseChatMessageDeleteQuery = ZChatMessageDeleteQuery
/** TypeORM's DeleteResult, which Flowise answers a delete with. */
export const ZFlowiseDeleteResult = z.object({ raw: z.array(z.unknown()), affected: z.number().int() })

/** Flowise's `PUT /feedback/:id`: the comment (and the rating) of a feedback given before. */
export const ZFeedbackUpdateBody = z.object({
  content: z.string().max(10_000).optional(),
  rating: ZFeedbackRating.optional(),
})

export const ZAbortAnswer = z.object({ status: z.literal(200), message: z.string() })

/** `POST /attachments/:flowId/:chatId`: each file with its text (or base64 when asked), for the File upload tab. */
export const ZAttachment = z.object({
  name: z.string(),
  mimeType: z.string(),
  size: z.number(),
  content: z.string(),
})
export type TAttachment = z.infer<typeof ZAttachment>

/** `GET /get-upload-file`: a file a chat sent (Flowise's names for the three keys). */
export const ZUploadFileQuery = z.object({
  chatflowId: z.string().min(1).max(200),
  chatId: z.string().min(1).max(200),
  fileName: z.string().min(1).max(500),
  download: z.enum(['true', 'false']).optional(),
})

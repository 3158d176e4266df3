import { err, mapEdgesByTarget, ok, type Result, type TFlowData, type TFlowNode } from '@unikflow/graph'
import { readBoolean, readColor, readOneOf, readString } from './read-fields'
import { DataTypes, nodeTitle, readCamera, readLight, readObject, readPoints } from './read-nodes'
import type { TAnswer, TQuestion, TScene, TSceneIR } from './scene-types'
import { noUpdlNodesMessage, UpdlIssueCodes, type TUpdlIssue } from './updl-issue'
import { isUpdlNodeName, UpdlNodeNames } from './updl-node-names'
import { orderSpaces } from './order-spaces'
import { spreadAnswers } from './spread-answers'

type TNodeIndex = {
  readonly byId: ReadonlyMap<string, TFlowNode>
  /** Nodes wired into a node (its inputs), in canvas reading order (top to bottom, then left to right). */
  readonly feeding: (nodeId: string, name: string) => TFlowNode[]
}

function indexFlow(flow: TFlowData): TNodeIndex {
  const byId = new Map(flow.nodes.map((n) => [n.id, n]))
  const byTarget = mapEdgesByTarget(flow.edges)
  const feeding = (nodeId: string, name: string): TFlowNode[] =>
    (byTarget.get(nodeId) ?? [])
      .map((e) => byId.get(e.source))
      .filter((n): n is TFlowNode => n !== undefined && n.data.name === name)
      .sort((a, b) => a.position.y - b.position.y || a.position.x - b.position.x)
  return { byId, feeding }
}

const dataType = (node: TFlowNode) => readOneOf(node.data.inputs, 'dataType', DataTypes, 'question')
const dataText = (node: TFlowNode) => readString(node.data.inputs, 'content', nodeTitle(node))

function readAnswer(index: TNodeIndex, node: TFlowNode): TAnswer {
  return {
    id: node.id,
    text: dataText(node),
    isCorrect: readBoolean(node.data.inputs, 'isCorrect', false),
    points: readPoints(node),
    objects: index.feeding(node.id, UpdlNodeNames.Object).map(readObject),
  }
}

function readScene(index: TNodeIndex, space: TFlowNode, issues: TUpdlIssue[]): TScene {
  const inputs = space.data.inputs
  const data = index.feeding(space.id, UpdlNodeNames.Data)
  const questions = data.filter((d) => dataType(d) === 'question')
  if (questions.length > 1) {
    issues.push({
      code: UpdlIssueCodes.ManyQuestions,
      message: `Space "${nodeTitle(space)}" has ${questions.length} questions; wire one question per Space and chain Spaces`,
      nodeId: space.id,
    })
  }
  const questionNode = questions[0]
  const question: TQuestion | undefined = questionNode && {
    id: questionNode.id,
    text: dataText(questionNode),
    answers: spreadAnswers(
      index
        .feeding(questionNode.id, UpdlNodeNames.Data)
        .filter((d) => dataType(d) === 'answer')
        .map((d) => readAnswer(index, d)),
    ),
  }
  const camera = index.feeding(space.id, UpdlNodeNames.Camera)[0]
  return {
    id: space.id,
    name: readString(inputs, 'spaceName', nodeTitle(space)),
    backgroundColor: readColor(inputs, 'backgroundColor', '#1e1e2e'),
    skybox: readBoolean(inputs, 'skybox', false),
    fog: readBoolean(inputs, 'fog', false),
    objects: index.feeding(space.id, UpdlNodeNames.Object).map(readObject),
    lights: index.feeding(space.id, UpdlNodeNames.Light).map(readLight),
    ...(camera ? { camera: readCamera(camera) } : {}),
    texts: data.filter((d) => dataType(d) === 'intro' || dataType(d) === 'transition').map(dataText),
    ...(question ? { question } : {}),
  }
}

/**
 * Reads the UPDL nodes of a flow into the scene IR. Wiring: Object/Camera/Light/Data → Space,
 * answer Data → question Data, Object → answer Data, Space → Space gives the scene order; a Space
 * whose type is `results` is the closing scene. Non-UPDL nodes are ignored.
 */
export function buildScene(flow: TFlowData): Result<TSceneIR, TUpdlIssue[]> {
  if (!flow.nodes.some((n) => isUpdlNodeName(n.data.name))) {
    return err([{ code: UpdlIssueCodes.NoUpdlNodes, message: noUpdlNodesMessage }])
  }
  const index = indexFlow(flow)
  const spaces = flow.nodes.filter((n) => n.data.name === UpdlNodeNames.Space)
  if (spaces.length === 0) {
    return err([
      { code: UpdlIssueCodes.NoSpace, message: 'Add a Space node: every scene starts from a Space' },
    ])
  }
  const isResults = (n: TFlowNode) =>
    readOneOf(n.data.inputs, 'spaceType', ['scene', 'results'], 'scene') === 'results'
  const ordered = orderSpaces(
    flow,
    spaces.filter((s) => !isResults(s)),
  )
  if (!ordered.ok) return ordered
  const issues: TUpdlIssue[] = []
  const scenes = ordered.value.map((s) => readScene(index, s, issues))
  const resultsNode = spaces.find(isResults)
  const results = resultsNode ? readScene(index, resultsNode, issues) : undefined
  if (issues.length > 0) return err(issues)
  const first = ordered.value[0] ?? resultsNode ?? spaces[0]
  const inputs = first?.data.inputs ?? {}
  return ok({
    kind: scenes.some((s) => s.question) ? 'quiz' : 'single',
    title: scenes[0]?.name ?? results?.name ?? 'Scene',
    scenes,
    ...(results ? { results } : {}),
    showPoints: readBoolean(inputs, 'showPoints', false),
    lead: {
      name: readBoolean(inputs, 'collectLeadName', false),
      email: readBoolean(inputs, 'collectLeadEmail', false),
      phone: readBoolean(inputs, 'collectLeadPhone', false),
    },
  })
}

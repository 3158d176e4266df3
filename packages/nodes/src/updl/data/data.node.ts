import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { booleanParam, numberParam, updlOptions } from '../updl-inputs'

export const data = defineNode({
  name: 'data',
  label: 'Data',
  version: 1,
  type: 'UPDLData',
  category: NodeCategories.UPDL,
  description: 'Quiz content: a question, an answer (with points), an intro or a transition text',
  baseClasses: ['UPDLData'],
  tags: ['UPDL'],
  icon: 'updl/data/data.svg',
  inputs: [
    {
      label: 'Answers',
      name: 'answers',
      type: 'UPDLData',
      description: 'Answer Data nodes of this question',
      list: true,
      optional: true,
    },
    {
      label: 'Objects',
      name: 'objects',
      type: 'UPDLObject',
      description: 'Objects shown with this answer',
      list: true,
      optional: true,
    },
    {
      label: 'Data Type',
      name: 'dataType',
      type: 'options',
      options: updlOptions(['question', 'answer', 'intro', 'transition']),
      default: 'question',
    },
    { label: 'Content', name: 'content', type: 'string', rows: 3, default: '' },
    booleanParam('isCorrect', 'Correct Answer', false, { show: { dataType: 'answer' } }),
    booleanParam('enablePoints', 'Enable Points', false, { show: { dataType: 'answer' } }),
    numberParam('pointsValue', 'Points', 1, {
      description: 'From -100 to 100; a wrong answer may subtract',
      show: { dataType: 'answer' },
    }),
    { label: 'Key', name: 'key', type: 'string', optional: true, additionalParams: true },
    {
      label: 'Scope',
      name: 'scope',
      type: 'options',
      options: updlOptions(['local', 'space', 'global']),
      default: 'local',
      optional: true,
      additionalParams: true,
    },
    { label: 'Value', name: 'value', type: 'string', optional: true, additionalParams: true },
  ],
})

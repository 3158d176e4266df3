import type { TInputDefinition } from '@unikflow/graph'
import type { TNodeContext } from '../context'
import { optionList } from './action-tools'
import { getBoolean, getString } from './read-inputs'

const option = (label: string, name: string) => ({ label, name })

const TABLE_FILE_TYPES = [
  'doc',
  'docx',
  'eml',
  'epub',
  'heic',
  'htm',
  'html',
  'jpeg',
  'jpg',
  'md',
  'msg',
  'odt',
  'pdf',
  'png',
  'ppt',
  'pptx',
  'rtf',
  'text',
  'txt',
  'xls',
  'xlsx',
]
const OCR_LANGUAGES = [
  'eng',
  'spa',
  'cmn',
  'hin',
  'ara',
  'por',
  'ben',
  'rus',
  'jpn',
  'pan',
  'deu',
  'kor',
  'fra',
  'ita',
  'vie',
]

/** The partition options of the Unstructured API, under Flowise's input names (Unstructured File Loader, S3). */
export const unstructuredParams: TInputDefinition[] = [
  {
    label: 'Strategy',
    name: 'strategy',
    type: 'options',
    description: 'How the files are read: fast text extraction, layout detection, or OCR',
    options: [
      option('Hi-Res', 'hi_res'),
      option('Fast', 'fast'),
      option('OCR Only', 'ocr_only'),
      option('Auto', 'auto'),
    ],
    default: 'auto',
    optional: true,
    additionalParams: true,
  },
  {
    label: 'Encoding',
    name: 'encoding',
    type: 'string',
    description: 'The encoding of text files',
    default: 'utf-8',
    optional: true,
    additionalParams: true,
  },
  {
    label: 'Skip Infer Table Types',
    name: 'skipInferTableTypes',
    type: 'multiOptions',
    description: 'File types whose tables are not inferred',
    options: TABLE_FILE_TYPES.map((t) => option(t, t)),
    default: '["pdf", "jpg", "png"]',
    optional: true,
    additionalParams: true,
  },
  {
    label: 'Hi-Res Model Name',
    name: 'hiResModelName',
    type: 'options',
    description: 'The layout model of the Hi-Res strategy',
    options: [
      option('chipper', 'chipper'),
      option('detectron2_onnx', 'detectron2_onnx'),
      option('yolox', 'yolox'),
      option('yolox_quantized', 'yolox_quantized'),
    ],
    default: 'detectron2_onnx',
    optional: true,
    additionalParams: true,
  },
  {
    label: 'Chunking Strategy',
    name: 'chunkingStrategy',
    type: 'options',
    description: 'How Unstructured joins elements into chunks',
    options: [
      option('None', 'None'),
      option('Basic', 'basic'),
      option('By Title', 'by_title'),
      option('By Page', 'by_page'),
      option('By Similarity', 'by_similarity'),
    ],
    default: 'by_title',
    optional: true,
    additionalParams: true,
  },
  {
    label: 'OCR Languages',
    name: 'ocrLanguages',
    type: 'multiOptions',
    description: 'The languages OCR reads (Tesseract codes)',
    options: OCR_LANGUAGES.map((l) => option(l, l)),
    optional: true,
    additionalParams: true,
  },
  {
    label: 'Source ID Key',
    name: 'sourceIdKey',
    type: 'string',
    description: 'The metadata key that names the file of each document',
    default: 'source',
    optional: true,
    additionalParams: true,
  },
  {
    label: 'Coordinates',
    name: 'coordinates',
    type: 'boolean',
    description: 'Whether elements come with their position on the page',
    default: false,
    optional: true,
    additionalParams: true,
  },
  {
    label: 'XML Keep Tags',
    name: 'xmlKeepTags',
    type: 'boolean',
    description: 'Whether XML files keep their tags in the text',
    optional: true,
    additionalParams: true,
  },
  {
    label: 'Include Page Breaks',
    name: 'includePageBreaks',
    type: 'boolean',
    description: 'Whether page breaks come as elements of their own',
    optional: true,
    additionalParams: true,
  },
  {
    label: 'Multi-Page Sections',
    name: 'multiPageSections',
    type: 'boolean',
    description: 'Whether a chunk may run over a page break',
    optional: true,
    additionalParams: true,
  },
  {
    label: 'Combine Under N Chars',
    name: 'combineUnderNChars',
    type: 'number',
    description: 'Sections shorter than this are joined to the next',
    optional: true,
    additionalParams: true,
  },
  {
    label: 'New After N Chars',
    name: 'newAfterNChars',
    type: 'number',
    description: 'A chunk ends after this many characters when it can',
    optional: true,
    additionalParams: true,
  },
  {
    label: 'Max Characters',
    name: 'maxCharacters',
    type: 'number',
    description: 'The longest chunk',
    default: '500',
    optional: true,
    additionalParams: true,
  },
]

/** The form fields a partition request carries for the node's options (empty ones left out). */
export function unstructuredFields(ctx: TNodeContext): Record<string, string> {
  const chunking = getString(ctx, 'chunkingStrategy', 'by_title')
  const text = (name: string) => getString(ctx, name).trim()
  const list = (name: string) => optionList(ctx.inputs[name]).join(',')
  const fields: Record<string, string> = {
    strategy: getString(ctx, 'strategy', 'auto'),
    encoding: getString(ctx, 'encoding', 'utf-8'),
    coordinates: String(getBoolean(ctx, 'coordinates')),
    hi_res_model_name: text('hiResModelName'),
    skip_infer_table_types: list('skipInferTableTypes'),
    ocr_languages: list('ocrLanguages'),
    xml_keep_tags:
      ctx.inputs.xmlKeepTags === undefined || ctx.inputs.xmlKeepTags === ''
        ? ''
        : String(getBoolean(ctx, 'xmlKeepTags')),
    include_page_breaks:
      ctx.inputs.includePageBreaks === undefined || ctx.inputs.includePageBreaks === ''
        ? ''
        : String(getBoolean(ctx, 'includePageBreaks')),
  }
  if (chunking && chunking !== 'None') {
    fields.chunking_strategy = chunking
    fields.max_characters = getString(ctx, 'maxCharacters', '500')
    fields.combine_under_n_chars = text('combineUnderNChars')
    fields.new_after_n_chars = text('newAfterNChars')
    if (ctx.inputs.multiPageSections !== undefined && ctx.inputs.multiPageSections !== '')
      fields.multipage_sections = String(getBoolean(ctx, 'multiPageSections'))
  }
  return fields
}

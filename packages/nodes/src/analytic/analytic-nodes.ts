import { arize } from './arize/arize.node.js'
import { langFuse } from './langFuse/langFuse.node.js'
import { langSmith } from './langSmith/langSmith.node.js'
import { langWatch } from './LangWatch/LangWatch.node.js'
import { lunary } from './lunary/lunary.node.js'
import { opik } from './opik/opik.node.js'
import { phoenix } from './phoenix/phoenix.node.js'

/**
 * Flowise's tracing services: descriptors holding a credential kind, never run nor placed on a canvas. The
 * flow's analysis tab switches them on; the server sends each run's trace to them.
 */
export const analyticNodes = [langSmith, langFuse, lunary, langWatch, arize, phoenix, opik]

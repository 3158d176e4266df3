import { jiraTool } from './tools/jiraTool/jiraTool.node.js'
import { googleSheetsTool } from './tools/googleSheetsTool/googleSheetsTool.node.js'
import { googleDriveTool } from './tools/googleDriveTool/googleDriveTool.node.js'
import { googleDocsTool } from './tools/googleDocsTool/googleDocsTool.node.js'
import { googleCalendarTool } from './tools/googleCalendarTool/googleCalendarTool.node.js'
import { gmail } from './tools/gmail/gmail.node.js'
import { microsoftOutlook } from './tools/microsoftOutlook/microsoftOutlook.node.js'
import { microsoftTeams } from './tools/microsoftTeams/microsoftTeams.node.js'
import { pipedreamMCP } from './tools/pipedreamMCP/pipedreamMCP.node.js'
import { customMcpServerTool } from './tools/customMcpServerTool/customMcpServerTool.node.js'
import { composio } from './tools/composio/composio.node.js'
import { codeInterpreterE2B } from './tools/codeInterpreterE2B/codeInterpreterE2B.node.js'
import { stripeAgentTool } from './tools/stripeAgentTool/stripeAgentTool.node.js'
import { S3 } from './documentloaders/S3/S3.node.js'
import { googleDrive } from './documentloaders/googleDrive/googleDrive.node.js'
import { googleSheets } from './documentloaders/googleSheets/googleSheets.node.js'
import { s3Directory } from './documentloaders/s3Directory/s3Directory.node.js'
import { unstructuredFileLoader } from './documentloaders/unstructuredFileLoader/unstructuredFileLoader.node.js'
import { playwrightWebScraper } from './documentloaders/playwrightWebScraper/playwrightWebScraper.node.js'
import { puppeteerWebScraper } from './documentloaders/puppeteerWebScraper/puppeteerWebScraper.node.js'

/** Tools over other services' APIs (issue trackers, office suites, payments, remote MCP servers). */
export const integrationToolNodes = [
  jiraTool,
  googleSheetsTool,
  googleDriveTool,
  googleDocsTool,
  googleCalendarTool,
  gmail,
  microsoftOutlook,
  microsoftTeams,
  pipedreamMCP,
  customMcpServerTool,
  composio,
  codeInterpreterE2B,
  stripeAgentTool,
]

/** Document loaders of other services' storage and of web pages a browser renders. */
export const integrationLoaderNodes = [
  S3,
  s3Directory,
  unstructuredFileLoader,
  playwrightWebScraper,
  puppeteerWebScraper,
  googleDrive,
  googleSheets,
]

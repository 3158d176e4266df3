import type { TNodeModule } from './runtime'

type TLoader = () => Promise<{ default: TNodeModule }>

/** Runtimes of the nodes in `catalogue-integrations.ts`, loaded on first use like the others in `runtimes.ts`. */
export const integrationLoaders: Record<string, TLoader> = {
  pipedreamMCP: () => import('./tools/pipedreamMCP/pipedreamMCP.runtime'),
  customMcpServerTool: () => import('./tools/customMcpServerTool/customMcpServerTool.runtime'),
  composio: () => import('./tools/composio/composio.runtime'),
  codeInterpreterE2B: () => import('./tools/codeInterpreterE2B/codeInterpreterE2B.runtime'),
  jiraTool: () => import('./tools/jiraTool/jiraTool.runtime'),
  googleSheetsTool: () => import('./tools/googleSheetsTool/googleSheetsTool.runtime'),
  googleDriveTool: () => import('./tools/googleDriveTool/googleDriveTool.runtime'),
  googleDocsTool: () => import('./tools/googleDocsTool/googleDocsTool.runtime'),
  googleCalendarTool: () => import('./tools/googleCalendarTool/googleCalendarTool.runtime'),
  gmail: () => import('./tools/gmail/gmail.runtime'),
  microsoftOutlook: () => import('./tools/microsoftOutlook/microsoftOutlook.runtime'),
  microsoftTeams: () => import('./tools/microsoftTeams/microsoftTeams.runtime'),
  stripeAgentTool: () => import('./tools/stripeAgentTool/stripeAgentTool.runtime'),
  S3: () => import('./documentloaders/S3/S3.runtime'),
  s3Directory: () => import('./documentloaders/s3Directory/s3Directory.runtime'),
  unstructuredFileLoader: () =>
    import('./documentloaders/unstructuredFileLoader/unstructuredFileLoader.runtime'),
  playwrightWebScraper: () => import('./documentloaders/playwrightWebScraper/playwrightWebScraper.runtime'),
  puppeteerWebScraper: () => import('./documentloaders/puppeteerWebScraper/puppeteerWebScraper.runtime'),
  googleDrive: () => import('./documentloaders/googleDrive/googleDrive.runtime'),
  googleSheets: () => import('./documentloaders/googleSheets/googleSheets.runtime'),
}

/** Code samples of the store's API view: upserting the store and re-processing (refreshing) a loader. */

export type SampleLanguage = 'curl' | 'python' | 'javascript'
export const SAMPLE_LANGUAGES: readonly SampleLanguage[] = ['curl', 'python', 'javascript']

export interface ApiEndpoint {
  /** Full URL of the call. */
  url: string
  body: Record<string, string>
}

/** The two calls: upsert the store's chunks, and process a loader again (refresh). */
export function storeEndpoints(
  origin: string,
  unikId: string,
  storeId: string,
  loaderId: string | undefined,
): { upsert: ApiEndpoint; refresh: ApiEndpoint } {
  const base = `${origin}/api/v1/uniks/${encodeURIComponent(unikId)}/document-store`
  return {
    upsert: { url: `${base}/vectorstore/insert`, body: { storeId } },
    refresh: {
      url: `${base}/loader/process/${encodeURIComponent(loaderId ?? '<loaderId>')}`,
      body: { storeId },
    },
  }
}

/** A POST of `endpoint` with a JSON body and a bearer token, in the given language. */
export function sampleCode(language: SampleLanguage, endpoint: ApiEndpoint): string {
  const json = JSON.stringify(endpoint.body)
  const pretty = JSON.stringify(endpoint.body, null, 4)
  switch (language) {
    case 'curl':
      return [
        `curl -X POST "${endpoint.url}" \\`,
        '  -H "Authorization: Bearer $TOKEN" \\',
        '  -H "Content-Type: application/json" \\',
        `  -d '${json}'`,
      ].join('\n')
    case 'python':
      return [
        'import os',
        'import requests',
        '',
        `API_URL = "${endpoint.url}"`,
        'headers = {"Authorization": f"Bearer {os.environ[\'TOKEN\']}"}',
        '',
        `response = requests.post(API_URL, headers=headers, json=${pretty.replace(/\n/g, '\n')})`,
        'print(response.json())',
      ].join('\n')
    case 'javascript':
      return [
        `const response = await fetch("${endpoint.url}", {`,
        '  method: "POST",',
        '  headers: {',
        '    Authorization: `Bearer ${process.env.TOKEN}`,',
        '    "Content-Type": "application/json",',
        '  },',
        `  body: JSON.stringify(${json}),`,
        '})',
        'console.log(await response.json())',
      ].join('\n')
  }
}

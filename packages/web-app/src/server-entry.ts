import { createServerEntry, createStartHandler, defaultStreamHandler } from '@tanstack/react-start/server'

/**
 * The request the router should see. Its home address is '/jobs/', but people, links between the apps and
 * the canonical URL use '/jobs': that one is rendered in place instead of answered with a redirect, which
 * costs a round trip on 2G/3G.
 */
export function withHomeSlash(request: Request, basePath: string): Request {
  const url = new URL(request.url)
  if (url.pathname !== basePath) return request
  url.pathname = `${basePath}/`
  return new Request(url, request)
}

/**
 * What an app's `src/server.ts` exports: the handler a host (the one-origin gateway, a deployment preset)
 * calls per request. `options` are TanStack Start's request options, passed through untouched.
 */
export interface AppServerEntry {
  fetch(request: Request, options?: object): Promise<Response> | Response
}

/** An app's `src/server.ts`: `export default createAppServerEntry(basePath)`. */
export function createAppServerEntry(basePath: string): AppServerEntry {
  const handler = createStartHandler(defaultStreamHandler)
  return createServerEntry({
    fetch: (request, options) => handler(withHomeSlash(request, basePath), options),
  })
}

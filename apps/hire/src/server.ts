import { createServerEntry, createStartHandler, defaultStreamHandler } from '@tanstack/react-start/server'
import { basePath } from './base-path.ts'

const handler = createStartHandler(defaultStreamHandler)

export default createServerEntry({
  fetch(request, options) {
    // The router's home address is '/hire/', but people, links from the seeker side and the canonical URL use
    // '/hire'. Render it in place instead of answering with a redirect, which costs a round trip on 2G/3G.
    const url = new URL(request.url)
    if (url.pathname === basePath) {
      url.pathname = `${basePath}/`
      return handler(new Request(url, request), options)
    }
    return handler(request, options)
  },
})

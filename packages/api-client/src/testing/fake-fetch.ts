/** A stand-in for `fetch` that records each request and answers from a script, for tests. */
export function fakeFetch(answer: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = []
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request && !init ? input : new Request(input, init)
    requests.push(request)
    return answer(request)
  }
  return { fetch: fetch as typeof globalThis.fetch, requests }
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

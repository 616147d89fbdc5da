const opaquePart = (tag: string) => tag.trim().replace(/^W\//, '');

/** Whether the request's If-None-Match names the given tag (weak comparison, as RFC 9110 asks for GET). */
function matchesTag(header: string, tag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => opaquePart(candidate) === opaquePart(tag));
}

/**
 * Lets a browser revalidate a file it keeps (index.html, the language files): tags the answer with a weak ETag
 * made from its length, modification time and encoding, and turns a request that already has that version into
 * a bodiless 304.
 */
export function answerRevalidation(request: Request, res: Response): Response {
  if (res.status !== 200) return res;
  const length = res.headers.get('Content-Length');
  const modified = res.headers.get('Last-Modified');
  if (!length || !modified) return res;
  const encoding = res.headers.get('Content-Encoding') ?? 'identity';
  const tag = `W/"${Number(length).toString(36)}-${(Date.parse(modified) / 1000).toString(36)}-${encoding}"`;
  res.headers.set('ETag', tag);
  const ifNoneMatch = request.headers.get('If-None-Match');
  const ifModifiedSince = request.headers.get('If-Modified-Since');
  // If-None-Match wins when both are sent (RFC 9110 §13.2.2).
  const isFresh =
    ifNoneMatch !== null ? matchesTag(ifNoneMatch, tag) : ifModifiedSince !== null && Date.parse(modified) <= Date.parse(ifModifiedSince);
  if (!isFresh) return res;
  void res.body?.cancel();
  const headers = new Headers(res.headers);
  for (const name of ['Content-Length', 'Content-Type', 'Content-Encoding']) headers.delete(name);
  return new Response(null, { status: 304, headers });
}

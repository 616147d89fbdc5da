const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');
const isParameter = (segment: string) => /^\{[^}]+\}$/.test(segment);

/**
 * Whether a route registered first, `earlier`, takes every request meant for `later`: the same shape, with a
 * parameter of `earlier` where `later` has a fixed segment (`/generated-history/{id}` before
 * `/generated-history/facets`). The router tries routes in the order they were registered, so `later` would never
 * answer.
 */
export function isShadowedBy(later: string, earlier: string): boolean {
  const laterSegments = segmentsOf(later);
  const earlierSegments = segmentsOf(earlier);
  if (laterSegments.length !== earlierSegments.length) return false;
  let isWider = false;
  for (const [index, segment] of earlierSegments.entries()) {
    const other = laterSegments[index]!;
    if (segment === other) continue;
    if (!isParameter(segment) || isParameter(other)) return false;
    isWider = true;
  }
  return isWider;
}

/** Remembers the routes registered so far and refuses one that an earlier route would shadow. */
export function routeShadowingGuard(): (method: string, path: string) => void {
  const registered: Array<{ method: string; path: string }> = [];
  return (method, path) => {
    const earlier = registered.find((route) => route.method === method && isShadowedBy(path, route.path));
    if (earlier) {
      throw new Error(
        `${method.toUpperCase()} ${path} is registered after ${method.toUpperCase()} ${earlier.path}, which takes its requests: register it first.`,
      );
    }
    registered.push({ method, path });
  };
}

/** Whether a page's path fits a pattern of the build's route lists: `*` stands for one segment, `**` for any path. */
export function routeMatches(pattern: string, pathname: string): boolean {
  if (pattern === '**') return true;
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const parts = pattern.split('/').filter((part) => part !== '');
  return parts.length === segments.length && parts.every((part, index) => part === '*' || part === segments[index]);
}

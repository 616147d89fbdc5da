import { RoutePlaceholder } from '../../features/shell';

/** /ai-tools: the creative hub (spec part 2). */
export function AiToolsRoute() {
  return <RoutePlaceholder screen="aiTools" />;
}

export { AiToolsRoute as Component };

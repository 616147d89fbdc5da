import { CreativeHub } from '@/features/hub';

/** /ai-tools: the creative hub (spec part 2 §2). */
export function AiToolsRoute() {
  return <CreativeHub />;
}

export { AiToolsRoute as Component };

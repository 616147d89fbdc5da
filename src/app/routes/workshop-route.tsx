import { RoutePlaceholder } from '../../features/shell';

/** /workshop/{templateId}: the generation workshop (spec part 2) arrives with the generation engine. */
export function WorkshopRoute() {
  return <RoutePlaceholder screen="workshop" />;
}

export { WorkshopRoute as Component };

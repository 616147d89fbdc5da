import type { Template } from '@contract/browser';
import type { MediaRecord } from '@/domain/generation';

/** The provider name of the offline preview model (the embedded `local` provider). */
const offlineProvider = 'local';

/** Whether a run of the template would be drawn by the offline preview model now. */
export const isServedOffline = (template: Pick<Template, 'provider'>): boolean => template.provider === offlineProvider;

/**
 * Whether a creation came from the offline preview model: a creation from the history says which provider made it
 * (its remix data); one that has just arrived from a task does not, and was made by its template's provider.
 */
export function isMadeOffline(item: Pick<MediaRecord, 'remix_data' | 'template_id'>, catalog: readonly Template[]): boolean {
  const recorded = item.remix_data?.providerSettings?.provider;
  if (typeof recorded === 'string') return recorded === offlineProvider;
  const template = catalog.find((candidate) => candidate.template_id === item.template_id);
  return template ? isServedOffline(template) : false;
}

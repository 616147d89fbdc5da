import type { TranslationKey } from '@/lib/i18n';

/** The words for an event type; a type this browser does not know yet reads as a test. */
export function eventLabelKey(type: string): TranslationKey {
  if (type === 'task.completed') return 'account.webhooks.eventCompleted';
  if (type === 'task.failed') return 'account.webhooks.eventFailed';
  return 'account.webhooks.eventTest';
}

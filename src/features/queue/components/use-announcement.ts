import { useEffect, useRef, useState } from 'react';
import type { QueueTask } from '@contract/browser';
import { useTranslation } from '@/lib/i18n';
import { queueAnnouncements } from './queue-announcements';

/** The text of the panel's polite live region: what changed in the last update of the list, or nothing. */
export function useAnnouncement(tasks: readonly QueueTask[] | undefined): string {
  const { t } = useTranslation();
  const previous = useRef<readonly QueueTask[] | null>(null);
  const [text, setText] = useState('');
  useEffect(() => {
    if (!tasks) return;
    const changes = queueAnnouncements(previous.current, tasks);
    previous.current = tasks;
    if (changes.length) setText(changes.map((change) => t(change.key, { template: change.template })).join(' '));
  }, [tasks, t]);
  return text;
}

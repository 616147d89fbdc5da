import { FolderOpen } from 'lucide-react';
import { StateMessage } from '@/design-system';

export interface StudioEmptyProps {
  title: string;
  hint?: string;
}

/** The studio's empty state: what is (not) there, and what to do next. Failures use the design system's LoadError. */
export function StudioEmpty({ title, hint }: StudioEmptyProps) {
  return <StateMessage icon={<FolderOpen size={28} aria-hidden="true" />} title={title} description={hint} />;
}

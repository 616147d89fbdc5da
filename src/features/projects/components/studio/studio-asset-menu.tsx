import { MoreHorizontal } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { DeferredMenuTrigger, IconButton } from '@/design-system';
import { preloadable } from '@/lib/lazy';

import type { AssetAction, StudioAssetMenuListProps } from './studio-asset-menu-list';

export type { AssetAction };

/** The menu's code loads when the pointer or focus reaches its button, before the press opens it. */
const StudioAssetMenuList = preloadable(async () => (await import('./studio-asset-menu-list')).StudioAssetMenuList);

export interface StudioAssetMenuProps extends StudioAssetMenuListProps {
  /** The creation's label, naming the menu's button. */
  name: string;
}

/**
 * A creation's menu in My Studio: Remix and the tools its type accepts, and Rename (the Rename Asset dialog), Move
 * and Delete of that one creation.
 */
export function StudioAssetMenu({ name, ...list }: StudioAssetMenuProps) {
  const { t } = useTranslation();
  return (
    <DeferredMenuTrigger menu={<StudioAssetMenuList {...list} />} preload={StudioAssetMenuList.preload}>
      <IconButton size="sm" aria-label={t('projects.sidebar.actions', { name })}>
        <MoreHorizontal />
      </IconButton>
    </DeferredMenuTrigger>
  );
}

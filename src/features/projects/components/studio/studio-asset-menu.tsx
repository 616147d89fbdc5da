import { MoreHorizontal } from 'lucide-react';
import { useTranslation } from '../../../../lib/i18n';
import { DeferredMenuTrigger, IconButton } from '../../../../design-system';
import { preloadable } from '../../../../lib/lazy';

import type { AssetAction } from './studio-asset-menu-list';

export type { AssetAction };

/** The menu's code loads when the pointer or focus reaches its button, before the press opens it. */
const StudioAssetMenuList = preloadable(async () => (await import('./studio-asset-menu-list')).StudioAssetMenuList);

export interface StudioAssetMenuProps {
  /** The creation's label, naming the menu's button. */
  name: string;
  onAction: (action: AssetAction) => void;
}

/** A creation's menu in My Studio: Rename (the Rename Asset dialog), Move and Delete of that one creation. */
export function StudioAssetMenu({ name, onAction }: StudioAssetMenuProps) {
  const { t } = useTranslation();
  return (
    <DeferredMenuTrigger menu={<StudioAssetMenuList onAction={onAction} />} preload={StudioAssetMenuList.preload}>
      <IconButton size="sm" aria-label={t('projects.sidebar.actions', { name })}>
        <MoreHorizontal />
      </IconButton>
    </DeferredMenuTrigger>
  );
}

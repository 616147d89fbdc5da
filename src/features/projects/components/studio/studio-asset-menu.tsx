import { MoreHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DeferredOverlay, IconButton, MenuTrigger } from '../../../../design-system';
import { preloadable } from '../../../../lib/lazy';

import type { AssetAction } from './studio-asset-menu-list';

export type { AssetAction };

/** The menu's code loads when the pointer or focus reaches its button, before the press opens it. */
const StudioAssetMenuList = preloadable(async () => (await import('./studio-asset-menu-list')).StudioAssetMenuList);
const preloadMenu = () => void StudioAssetMenuList.preload();

export interface StudioAssetMenuProps {
  /** The creation's label, naming the menu's button. */
  name: string;
  onAction: (action: AssetAction) => void;
}

/** A creation's menu in My Studio: Rename (the Rename Asset dialog), Move and Delete of that one creation. */
export function StudioAssetMenu({ name, onAction }: StudioAssetMenuProps) {
  const { t } = useTranslation();
  return (
    <MenuTrigger>
      <IconButton size="sm" aria-label={t('projects.sidebar.actions', { name })} onHoverStart={preloadMenu} onFocus={preloadMenu}>
        <MoreHorizontal />
      </IconButton>
      <DeferredOverlay>
        <StudioAssetMenuList onAction={onAction} />
      </DeferredOverlay>
    </MenuTrigger>
  );
}

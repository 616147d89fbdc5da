import { Download, Heart, Repeat } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { Menu, MenuItem, MenuSection, MenuSeparator } from '@/design-system';
import type { CompletedItem } from '@/domain/generation';
import { editActions, type ResultAction } from './result-edit-menu';
import type { ResultHandlers } from './result-handlers';

export interface ResultActionsMenuProps extends ResultHandlers {
  item: CompletedItem;
}

/**
 * Every action of a result in one menu, for a tile too narrow for its row of buttons: Remix, the Edit & Enhance
 * tools, favorite and download. It loads with the press that opens it, like the Edit & Enhance menu.
 */
export function ResultActionsMenu({ item, onAction, onToggleFavorite, onDownload }: ResultActionsMenuProps) {
  const { t } = useTranslation();
  const handle = (key: string) => {
    if (key === 'favorite') return onToggleFavorite(item);
    if (key === 'download') return onDownload(item);
    onAction(key as ResultAction, item);
  };
  return (
    <Menu onAction={(key) => handle(String(key))}>
      <MenuItem id="remix" icon={<Repeat />}>
        {t('workshop.results.remix')}
      </MenuItem>
      <MenuSection title={t('workshop.results.edit')}>
        {editActions.map((action) => (
          <MenuItem key={action} id={action}>
            {t(`workshop.results.${action}`)}
          </MenuItem>
        ))}
      </MenuSection>
      <MenuSeparator />
      <MenuItem id="favorite" icon={<Heart fill={item.is_favorite ? 'currentColor' : 'none'} />}>
        {item.is_favorite ? t('workshop.results.unfavorite') : t('workshop.results.favorite')}
      </MenuItem>
      <MenuItem id="download" icon={<Download />}>
        {t('workshop.results.download')}
      </MenuItem>
    </Menu>
  );
}

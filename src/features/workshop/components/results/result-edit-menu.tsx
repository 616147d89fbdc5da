import { useTranslation } from '@/lib/i18n';
import { Menu, MenuItem } from '@/design-system';

/** What a finished result offers (spec part 2 §2, hover actions). */
export type ResultAction = 'remix' | 'upscale' | 'variations' | 'outpaint' | 'inpaint';

export const editActions = ['upscale', 'variations', 'outpaint', 'inpaint'] as const;

export interface ResultEditMenuProps {
  onAction: (action: ResultAction) => void;
}

/** A result's open Edit & Enhance menu; it loads with the press that opens it (ResultTile), not with the workshop. */
export function ResultEditMenu({ onAction }: ResultEditMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu onAction={(key) => onAction(key as ResultAction)}>
      {editActions.map((action) => (
        <MenuItem key={action} id={action}>
          {t(`workshop.results.${action}`)}
        </MenuItem>
      ))}
    </Menu>
  );
}

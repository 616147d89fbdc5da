import { Folder, Home } from 'lucide-react';
import { useMemo, useState } from 'react';
import { ListBox, ListBoxItem } from 'react-aria-components';
import { useTranslation } from '@/lib/i18n';
import { Button, Dialog, Modal } from '@/design-system';
import { disabledMoveTargets, flattenProjectTree, type ProjectNode } from '@/domain/projects';
import type { ProjectItem } from '../../state/project-items';
import styles from './move-dialog.module.css';

const ROOT = '__root__';

export interface MoveDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** What is moved: projects, creations or both. */
  items: readonly ProjectItem[];
  /** The workspace's project tree. */
  tree: readonly ProjectNode[];
  /** Resolve to close; reject to stay open (the caller reports the failure). null is the root. */
  onMove: (targetProjectId: string | null) => Promise<unknown>;
}

/**
 * The move picker (spec part 2 §2 and §4): a tree rooted at 'My Studio (Root)'. A project that is, or lies inside,
 * a moved project is disabled, and so are projects the user may only view; the root is always valid.
 */
export function MoveDialog({ isOpen, onOpenChange, items, tree, onMove }: MoveDialogProps) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<string | null>(null);
  const [isMoving, setMoving] = useState(false);
  const nodes = useMemo(() => flattenProjectTree(tree), [tree]);
  const disabledKeys = useMemo(() => {
    const disabled = disabledMoveTargets(
      tree,
      items.filter((item) => item.type === 'project').map((item) => item.id),
    );
    for (const node of nodes) if (node.project.permission_level === 'viewer') disabled.add(node.project.id);
    return disabled;
  }, [tree, nodes, items]);
  const [only] = items;
  const title =
    items.length === 1 && only ? t('projects.move.title', { name: only.name }) : t('projects.move.titleMany', { count: items.length });

  const move = async () => {
    if (target === null || isMoving) return;
    setMoving(true);
    try {
      await onMove(target === ROOT ? null : target);
      onOpenChange(false);
    } catch {
      // Reported by the caller; the picker stays open to choose again.
    } finally {
      setMoving(false);
    }
  };

  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog
        title={title}
        footer={
          <>
            <Button variant="ghost" onPress={() => onOpenChange(false)} isDisabled={isMoving}>
              {t('projects.move.cancel')}
            </Button>
            <Button variant="primary" onPress={() => void move()} isDisabled={target === null} isPending={isMoving}>
              {t('projects.move.submit')}
            </Button>
          </>
        }
      >
        <ListBox
          aria-label={t('projects.move.targets')}
          className={styles.tree}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={target === null ? [] : [target]}
          onSelectionChange={(keys) => {
            const [key] = keys === 'all' ? [] : [...keys];
            setTarget(key === undefined ? null : String(key));
          }}
          disabledKeys={[...disabledKeys]}
        >
          <ListBoxItem id={ROOT} textValue={t('projects.move.root')} className={styles.target}>
            <Home size={16} aria-hidden="true" />
            {t('projects.move.root')}
          </ListBoxItem>
          {nodes.map((node) => (
            <ListBoxItem
              key={node.project.id}
              id={node.project.id}
              textValue={node.project.project_name}
              className={styles.target}
              style={{ paddingInlineStart: `calc(var(--space-3) + ${node.depth + 1} * var(--space-5))` }}
            >
              <Folder size={16} aria-hidden="true" />
              <span className={styles.name} dir="auto">
                {node.project.project_name}
              </span>
            </ListBoxItem>
          ))}
        </ListBox>
      </Dialog>
    </Modal>
  );
}

import { useRef, useState, type DragEvent } from 'react';
import { canDropInto } from '../../state/studio-selection';

/** The type under which a studio drag carries its ids, so drops from elsewhere (files, links) are ignored. */
const dragType = 'application/x-studio-entries';

/**
 * Drag and drop of the studio's entries onto a project tile or a breadcrumb (spec part 2 §2): while dragging, the
 * target under the pointer is highlighted; a drop calls `onMove` with the target (null for the root) and the ids.
 */
export function useStudioDrag(onMove: (targetId: string | null, ids: string[]) => void) {
  const dragged = useRef<string[]>([]);
  const [dropTarget, setDropTarget] = useState<string | null | undefined>(undefined);
  const [isDragging, setDragging] = useState(false);

  const start = (ids: string[], event: DragEvent) => {
    dragged.current = ids;
    setDragging(true);
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData(dragType, JSON.stringify(ids));
  };
  const end = () => {
    dragged.current = [];
    setDragging(false);
    setDropTarget(undefined);
  };
  const over = (targetId: string | null, event: DragEvent) => {
    if (!event.dataTransfer.types.includes(dragType) || !canDropInto(targetId, dragged.current)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    setDropTarget(targetId);
  };
  const drop = (targetId: string | null, event: DragEvent) => {
    event.preventDefault();
    const raw = event.dataTransfer.getData(dragType);
    const ids = raw ? (JSON.parse(raw) as unknown) : dragged.current;
    end();
    if (Array.isArray(ids) && ids.length > 0 && canDropInto(targetId, ids.map(String))) onMove(targetId, ids.map(String));
  };
  return { isDragging, dropTarget, start, end, over, drop, leave: () => setDropTarget(undefined) };
}

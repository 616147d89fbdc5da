/** How a grid of square tiles fits a width, and which rows a scroll position shows. */
export interface GridWindow {
  columns: number;
  /** Row height including the gap, in pixels. */
  rowHeight: number;
  firstRow: number;
  /** One past the last row to render. */
  endRow: number;
  totalHeight: number;
}

export interface GridWindowInput {
  width: number;
  viewportHeight: number;
  scrollTop: number;
  itemCount: number;
  minTileWidth: number;
  gap: number;
  /** Rows rendered beyond each edge of the viewport, so a quick scroll shows no blank strip. */
  overscanRows: number;
  /** A list instead of square tiles: one column of rows this tall (without the gap). */
  listRowHeight?: number;
}

/**
 * The rows to render for a scroll position: only what is on screen and a few rows around it, so the DOM holds
 * a few hundred nodes whether the list has 50 creations or 10,000.
 */
export function gridWindow(input: GridWindowInput): GridWindow {
  const isList = input.listRowHeight !== undefined;
  const columns = isList ? 1 : Math.max(1, Math.floor((input.width + input.gap) / (input.minTileWidth + input.gap)));
  // Whole pixels: tiles at fractional offsets render their edges differently from frame to frame.
  const tileWidth = Math.floor((input.width - input.gap * (columns - 1)) / columns);
  const rowHeight = Math.max(1, (input.listRowHeight ?? tileWidth) + input.gap);
  const rows = Math.ceil(input.itemCount / columns);
  const firstRow = Math.min(rows, Math.max(0, Math.floor(input.scrollTop / rowHeight) - input.overscanRows));
  const endRow = Math.min(rows, Math.ceil((input.scrollTop + input.viewportHeight) / rowHeight) + input.overscanRows);
  return { columns, rowHeight, firstRow, endRow: Math.max(firstRow, endRow), totalHeight: Math.max(0, rows * rowHeight - input.gap) };
}

/** What the grid's scroller shows: its size and how far it is scrolled. */
export interface GridViewport {
  width: number;
  height: number;
  scrollTop: number;
}

/**
 * Whether two positions of the scroller show the same rows, so the grid need not render again: a scroll renders
 * once a row comes or goes instead of on every frame, and each of those frames is left to the browser's own
 * scrolling (the tiles are placed by row, not by scroll offset).
 */
export function showsSameRows(a: GridViewport, b: GridViewport, rowHeight: number): boolean {
  const rows = (viewport: GridViewport) =>
    `${Math.floor(viewport.scrollTop / rowHeight)}:${Math.ceil((viewport.scrollTop + viewport.height) / rowHeight)}`;
  return a.width === b.width && a.height === b.height && rows(a) === rows(b);
}

/** A rectangle in the grid's own coordinates: from its inline start (left, or right in Arabic) and its top. */
export interface GridBox {
  inlineStart: number;
  inlineEnd: number;
  top: number;
  bottom: number;
}

export interface GridCells {
  columns: number;
  rowHeight: number;
  /** Width of one cell (without the gap). */
  cellWidth: number;
  gap: number;
  itemCount: number;
}

/**
 * The indices of the cells a drag box touches, computed from the layout rather than the DOM: a virtual grid has
 * rendered only the rows near the viewport, and a box may reach rows scrolled far out of it.
 */
export function indicesInBox(box: GridBox, cells: GridCells): number[] {
  const cellHeight = cells.rowHeight - cells.gap;
  const pitch = cells.cellWidth + cells.gap;
  const rows = Math.ceil(cells.itemCount / cells.columns);
  const firstRow = Math.max(0, Math.floor(box.top / cells.rowHeight));
  const lastRow = Math.min(rows - 1, Math.floor(box.bottom / cells.rowHeight));
  const firstColumn = Math.max(0, Math.floor(box.inlineStart / pitch));
  const lastColumn = Math.min(cells.columns - 1, Math.floor(box.inlineEnd / pitch));
  const indices: number[] = [];
  for (let row = firstRow; row <= lastRow; row += 1) {
    const rowTop = row * cells.rowHeight;
    // A box that only grazes the gap below a row does not take it.
    if (box.bottom < rowTop || box.top > rowTop + cellHeight) continue;
    for (let column = firstColumn; column <= lastColumn; column += 1) {
      const cellStart = column * pitch;
      if (box.inlineEnd < cellStart || box.inlineStart > cellStart + cells.cellWidth) continue;
      const index = row * cells.columns + column;
      if (index < cells.itemCount) indices.push(index);
    }
  }
  return indices;
}

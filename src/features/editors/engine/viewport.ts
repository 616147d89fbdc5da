/** How the image sits in the stage: its scale and where its top-left corner is, in stage pixels. */
export interface View {
  scale: number;
  x: number;
  y: number;
}

interface Size {
  width: number;
  height: number;
}

export const zoomLimits = { min: 0.05, max: 8 } as const;

/** The whole image centred in the stage with a margin, never enlarged past its own pixels. */
export function fitView(image: Size, stage: Size, margin = 16): View {
  const scale = Math.min(1, (stage.width - margin * 2) / image.width, (stage.height - margin * 2) / image.height);
  const safe = Math.max(zoomLimits.min, scale);
  return { scale: safe, x: (stage.width - image.width * safe) / 2, y: (stage.height - image.height * safe) / 2 };
}

/** A box of the image's space (which may reach past the image, e.g. outpainted sides) fitted into the stage. */
export function fitBox(box: { x: number; y: number; width: number; height: number }, stage: Size, margin = 16): View {
  const view = fitView(box, stage, margin);
  return { ...view, x: view.x - box.x * view.scale, y: view.y - box.y * view.scale };
}

/** Zooms by a factor around a stage point, which stays under the pointer. */
export function zoomAt(
  view: View,
  point: { x: number; y: number },
  factor: number,
  limits: { min: number; max: number } = zoomLimits,
): View {
  const scale = Math.min(limits.max, Math.max(limits.min, view.scale * factor));
  const ratio = scale / view.scale;
  return { scale, x: point.x - (point.x - view.x) * ratio, y: point.y - (point.y - view.y) * ratio };
}

/** A stage point in the image's own pixels. */
export const toImage = (view: View, point: { x: number; y: number }) => ({
  x: (point.x - view.x) / view.scale,
  y: (point.y - view.y) / view.scale,
});

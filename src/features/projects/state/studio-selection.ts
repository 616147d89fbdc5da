/** A drop into a project is refused when the project is itself among the dragged entries. */
export const canDropInto = (targetId: string | null, dragged: readonly string[]) => targetId === null || !dragged.includes(targetId);

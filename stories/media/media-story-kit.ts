/** Chooses files as the file dialog would, through the first hidden file input under `root`. */
export function chooseFiles(root: ParentNode, files: File[]) {
  const input = root.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input found.');
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** An image file of the given size; the mocked server looks only at its type and size. */
export const imageFile = (name: string, bytes = 2048, type = 'image/png') => new File([new Uint8Array(bytes)], name, { type });

export const overTenMegabytes = 10 * 1024 * 1024 + 1;

/** What an editor opens: a creation's or an upload's image. A video must first go through the frame picker. */
export interface EditorImage {
  url: string;
  type?: 'image' | 'video';
}

export { GalleryScreen } from './components/gallery-screen';
export type { GalleryScreenProps } from './components/gallery-screen';

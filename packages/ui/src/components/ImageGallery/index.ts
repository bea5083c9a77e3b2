export { type GalleryImage, ImageGallery, type ImageGalleryProps } from './ImageGallery.tsx';

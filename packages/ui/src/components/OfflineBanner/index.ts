export { OfflineBanner, type OfflineBannerProps } from './OfflineBanner.tsx';

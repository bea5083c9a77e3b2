export { DownloadAppBanner, type DownloadAppBannerProps } from './DownloadAppBanner.tsx';

export { type RenderWithSiteOptions, renderWithSite } from './renderWithSite.tsx';
export { SiteFrame, type SiteFrameProps } from './SiteFrame.tsx';

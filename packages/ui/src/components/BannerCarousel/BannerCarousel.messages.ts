import type { ComponentMessages } from '../../i18n/index.ts';

export type BannerCarouselText = {
  label: string;
  slide: string;
  previous: string;
  next: string;
  pause: string;
  goTo: (position: number) => string;
  position: (position: number, total: number) => string;
};

export const bannerCarouselMessages: ComponentMessages<BannerCarouselText> = {
  'zh-CN': {
    label: '活动横幅',
    slide: '幻灯片',
    previous: '上一张',
    next: '下一张',
    pause: '暂停自动播放',
    goTo: (position) => `第 ${position} 张`,
    position: (position, total) => `${position} / ${total}`,
  },
  'zh-HK': {
    label: '活動橫幅',
    slide: '幻燈片',
    previous: '上一張',
    next: '下一張',
    pause: '暫停自動播放',
    goTo: (position) => `第 ${position} 張`,
    position: (position, total) => `${position} / ${total}`,
  },
  'en-US': {
    label: 'Promotions',
    slide: 'slide',
    previous: 'Previous slide',
    next: 'Next slide',
    pause: 'Pause automatic rotation',
    goTo: (position) => `Slide ${position}`,
    position: (position, total) => `${position} of ${total}`,
  },
};

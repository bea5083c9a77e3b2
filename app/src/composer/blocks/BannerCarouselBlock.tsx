import { contentLocale } from '@platform/domain';
import type { BannerCarouselBlockProps } from '@platform/site-config';
import { BannerCarousel, useLocale } from '@platform/ui';
import { useNavigate } from 'react-router-dom';
import { useHomeData } from '../homeData.ts';
import { openLink } from '../openLink.ts';

/** The site's banners come from its config, so this block has no loading or error state. */
export function BannerCarouselBlock({ props }: { props: BannerCarouselBlockProps }) {
  const locale = useLocale();
  const navigate = useNavigate();
  const { imageOptions } = useHomeData();
  const slides = props.slides.map((slide, index) => ({
    id: String(index),
    imageUrl: slide.imageSrc,
    alt: slide.alt[contentLocale(locale)],
    href: slide.href,
  }));
  return (
    <BannerCarousel
      slides={slides}
      autoAdvanceMs={props.autoplayMs}
      imageOptions={imageOptions}
      onSelectSlide={(selected) => {
        const href = slides.find((slide) => slide.id === selected.id)?.href;
        if (href !== undefined) openLink(href, navigate);
      }}
    />
  );
}

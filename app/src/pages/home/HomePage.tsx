import { useSiteConfig } from '../../boot/AppRuntimeContext.tsx';
import { ComposedHome } from '../../composer/ComposedHome.tsx';
import { liveHomeData } from '../../composer/liveHomeData.ts';

/** `/app/home` (and, without chrome, `/embedded`): the site's composed home with live data. */
export default function HomePage() {
  return <ComposedHome site={useSiteConfig()} data={liveHomeData} />;
}

import { ActionAnnouncement, useActionAnnouncement } from '../pageParts/ActionAnnouncement.tsx';
import { TabBarEditor } from '../pages/sitePages/editor/TabBarEditor.tsx';

/** The tab bar editor with the page's one announcement region, as the site pages page gives it. */
export function AnnouncedTabBarEditor() {
  const { announcement, announce } = useActionAnnouncement();
  return (
    <>
      <ActionAnnouncement announcement={announcement} />
      <TabBarEditor announce={announce} />
    </>
  );
}

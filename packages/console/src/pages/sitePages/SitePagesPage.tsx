import { composeSitePermissions } from '@platform/contract';
import { QueryContent, TextField } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useConsoleRuntime } from '../../boot/consoleRuntime.tsx';
import { consoleQueries } from '../../data/consoleQueries.ts';
import { operatorMay } from '../../data/operatorPermissions.ts';
import { useConsoleText } from '../../i18n/useConsoleText.ts';
import { useSignedInOperator } from '../../layout/signedInOperator.ts';
import { ActionAnnouncement, useActionAnnouncement } from '../../pageParts/ActionAnnouncement.tsx';
import * as styles from '../../pageParts/consoleStyles.css.ts';
import { SiteSelect } from '../../pageParts/SiteSelect.tsx';
import { useChosenSite } from '../../pageParts/useChosenSite.ts';
import { DraftPanel } from './DraftPanel.tsx';
import { ComposerColumns } from './editor/ComposerColumns.tsx';
import { DraftEditingProvider } from './editor/DraftEditingProvider.tsx';
import { HomeBlocksEditor } from './editor/HomeBlocksEditor.tsx';
import { PhonePreview } from './editor/PhonePreview.tsx';
import { TabBarEditor } from './editor/TabBarEditor.tsx';
import { ThemeEditor } from './editor/ThemeEditor.tsx';
import { useMayPublish } from './useMayPublish.ts';
import { VersionTable } from './VersionTable.tsx';

function SiteVersions({ siteCode }: { siteCode: string }) {
  const text = useConsoleText().sitePages;
  const { call } = useConsoleRuntime();
  const overview = useQuery(consoleQueries.siteConfig(call, siteCode));
  const { announcement, announce } = useActionAnnouncement();
  const mayPublish = useMayPublish(siteCode);
  // One note for the version list, whichever action writes the next version (publish or rollback).
  const [note, setNote] = useState('');
  return (
    <>
      <ActionAnnouncement announcement={announcement} />
      {mayPublish ? (
        <TextField label={text.versionNote} value={note} onValueChange={setNote} maxLength={200} required />
      ) : null}
      <QueryContent query={overview} rows={4}>
        {(data) => (
          <DraftEditingProvider overview={data} announce={announce}>
            <ComposerColumns
              editors={
                <>
                  <HomeBlocksEditor announce={announce} />
                  <TabBarEditor announce={announce} />
                  <ThemeEditor />
                </>
              }
              preview={<PhonePreview />}
            />
            <DraftPanel overview={data} note={note} announce={announce} />
            <section className={styles.panel} aria-labelledby="versions-heading">
              <h2 id="versions-heading" className={styles.subheading}>
                {text.versionsHeading}
              </h2>
              <VersionTable overview={data} note={note} announce={announce} />
            </section>
          </DraftEditingProvider>
        )}
      </QueryContent>
    </>
  );
}

/**
 * A site's published pages (issue 25; editContent or publishSite to compose, publishSite to publish): the home's blocks edited as the operator's draft, its config
 * versions, the draft's problems, publish and rollback.
 */
export default function SitePagesPage() {
  const text = useConsoleText().sitePages;
  const operator = useSignedInOperator();
  const [siteCode, chooseSite] = useChosenSite();
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{text.heading}</h1>
      <div className={styles.toolbar}>
        <SiteSelect value={siteCode} onChange={chooseSite} />
      </div>
      {operatorMay(operator, siteCode, composeSitePermissions) ? (
        <SiteVersions key={siteCode} siteCode={siteCode} />
      ) : (
        <p className={styles.muted}>{text.notAllowed}</p>
      )}
    </div>
  );
}

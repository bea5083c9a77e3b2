import { type ContentLocale, contentLocale, contentLocales, routePaths } from '@platform/domain';
import { Select } from '@platform/ui';
import { useLayoutEffect, useRef, useState } from 'react';
import { useConsoleText } from '../../../i18n/useConsoleText.ts';
import * as consoleStyles from '../../../pageParts/consoleStyles.css.ts';
import * as editorStyles from './composerEditors.css.ts';
import { useDraftEditing } from './draftEditing.ts';
import { PHONE_HEIGHT_PX, PHONE_WIDTH_PX, phoneColumn, phoneFrame } from './phonePreview.css.ts';
import { usePreviewFrame } from './usePreviewFrame.ts';

/** The languages to preview in, the site's default first. */
function previewLanguages(defaultLanguage: ContentLocale): ContentLocale[] {
  return [defaultLanguage, ...contentLocales.filter((locale) => locale !== defaultLanguage)];
}

/** How much the phone is shrunk to fit its column (never enlarged), measured as the column resizes. */
function useFitScale() {
  const column = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  useLayoutEffect(() => {
    const element = column.current;
    if (element === null) return;
    const measure = () => setScale(Math.min(1, element.clientWidth / PHONE_WIDTH_PX));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { column, scale };
}

/**
 * The member home on a phone as the operator edits it (issue 25): the member app's preview page in a frame of a
 * phone's size, scaled to the column, sent the working copy on every change (saved or not), in the language and as
 * the visitor or signed-in member the operator picks here.
 */
export function PhonePreview() {
  const text = useConsoleText().phonePreview;
  const { config } = useDraftEditing();
  const siteLanguage = contentLocale(config.defaultLanguage);
  const [locale, setLocale] = useState<ContentLocale>(siteLanguage);
  const [signedIn, setSignedIn] = useState(false);
  const frame = usePreviewFrame({ config, locale, signedIn });
  const { column, scale } = useFitScale();
  const languageLabel = (language: ContentLocale) =>
    language === siteLanguage ? text.siteDefault(text.languageNames[language]) : text.languageNames[language];

  return (
    <section className={consoleStyles.panel} aria-labelledby="phone-preview-heading">
      <h2 id="phone-preview-heading" className={consoleStyles.subheading}>
        {text.heading}
      </h2>
      <Select
        label={text.language}
        value={locale}
        onValueChange={(value) => {
          const chosen = contentLocales.find((candidate) => candidate === value);
          if (chosen) setLocale(chosen);
        }}
        options={previewLanguages(siteLanguage).map((language) => ({
          value: language,
          label: languageLabel(language),
        }))}
      />
      <fieldset className={editorStyles.choiceRow}>
        <legend>{text.shownAs}</legend>
        <label>
          <input
            type="radio"
            name="preview-visitor"
            checked={!signedIn}
            onChange={() => setSignedIn(false)}
          />
          {text.visitor}
        </label>
        <label>
          <input type="radio" name="preview-visitor" checked={signedIn} onChange={() => setSignedIn(true)} />
          {text.signedIn}
        </label>
      </fieldset>
      <div ref={column} className={phoneColumn} style={{ height: `${PHONE_HEIGHT_PX * scale}px` }}>
        <iframe
          ref={frame}
          className={phoneFrame}
          style={{ transform: `scale(${scale})` }}
          title={text.frameTitle(config.displayName[locale])}
          src={routePaths.composerPreview}
        />
      </div>
    </section>
  );
}

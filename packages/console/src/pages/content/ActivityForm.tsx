import { ApiError } from '@platform/api-client/console';
import {
  ACTIVITY_RULES_MAX_LENGTH,
  ACTIVITY_SUMMARY_MAX_LENGTH,
  ACTIVITY_TITLE_MAX_LENGTH,
} from '@platform/contract';
import { Button, FormField, RichText, Select, TextField } from '@platform/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useConsoleRuntime } from '../../boot/consoleRuntime.tsx';
import { activitiesKey } from '../../data/consoleQueries.ts';
import { useConsoleText } from '../../i18n/useConsoleText.ts';
import type { Announce } from '../../pageParts/ActionAnnouncement.tsx';
import * as styles from '../../pageParts/consoleStyles.css.ts';
import { ImageUpload } from '../../pageParts/ImageUpload.tsx';
import { type ActivityDraft, saveBodyOf } from './activityDraft.ts';
import * as formStyles from './activityForm.css.ts';

type DraftField = keyof ActivityDraft;

/**
 * Creates or edits one activity. The server checks every rule (its refusal names the field, shown under it in
 * the operator's language); the rules preview is what members see, sanitised the same way.
 */
export function ActivityForm({
  siteCode,
  initial,
  images,
  announce,
  onDone,
}: {
  siteCode: string;
  initial: ActivityDraft;
  images: readonly string[];
  announce: Announce;
  onDone: () => void;
}) {
  const text = useConsoleText().activities;
  const { call } = useConsoleRuntime();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(initial);
  const [refusal, setRefusal] = useState<{ field: string | undefined; message: string } | null>(null);
  const save = useMutation({
    mutationFn: () => call('consoleSaveActivity', { body: saveBodyOf(siteCode, draft) }),
    onSuccess: () => {
      announce(text.savedOutcome(draft.title.trim()));
      onDone();
    },
    onError: (error) => {
      const field = error instanceof ApiError ? error.field : undefined;
      setRefusal({ field, message: error.message });
      // A refusal about no one field (scope, permission) is the page's to announce.
      if (field === undefined) announce(error.message);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: activitiesKey(siteCode) }),
  });
  const errorOf = (field: DraftField) => (refusal?.field === field ? refusal.message : undefined);
  const field = (name: DraftField) => ({
    value: draft[name] ?? '',
    error: errorOf(name),
    onValueChange: (value: string) => setDraft((current) => ({ ...current, [name]: value })),
  });
  const ready =
    draft.title.trim() !== '' &&
    draft.summary.trim() !== '' &&
    draft.rules.trim() !== '' &&
    draft.startsAt !== '';
  const bannerChoices = images.includes(draft.bannerUrl) ? images : [draft.bannerUrl, ...images];
  return (
    <form
      className={styles.page}
      aria-label={draft.id === undefined ? text.createHeading : text.editHeading(initial.title)}
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) save.mutate();
      }}
    >
      <h3 className={styles.subheading}>
        {draft.id === undefined ? text.createHeading : text.editHeading(initial.title)}
      </h3>
      <TextField label={text.title} required maxLength={ACTIVITY_TITLE_MAX_LENGTH} {...field('title')} />
      <TextField
        label={text.summary}
        required
        maxLength={ACTIVITY_SUMMARY_MAX_LENGTH}
        {...field('summary')}
      />
      <Select
        label={text.banner}
        options={bannerChoices.map((image) => ({ value: image, label: image }))}
        {...field('bannerUrl')}
      />
      <ImageUpload
        siteCode={siteCode}
        text={{ label: text.upload, hint: text.uploadHint, uploaded: text.uploadedOutcome }}
        announce={announce}
        onUploaded={(url) => field('bannerUrl').onValueChange(url)}
      />
      {draft.bannerUrl === '' ? null : (
        <img className={formStyles.bannerPreview} src={draft.bannerUrl} alt={text.bannerPreview} />
      )}
      <div className={styles.toolbar}>
        <TextField label={text.startsAt} type="datetime-local" required {...field('startsAt')} />
        <TextField
          label={text.endsAt}
          type="datetime-local"
          description={text.endsAtHint}
          {...field('endsAt')}
        />
        <TextField
          label={text.sort}
          type="number"
          inputMode="numeric"
          description={text.sortHint}
          {...field('sort')}
        />
      </div>
      <FormField label={text.rules} description={text.rulesHint} required message={errorOf('rules')}>
        {(control) => (
          <textarea
            {...control}
            className={formStyles.rules}
            maxLength={ACTIVITY_RULES_MAX_LENGTH}
            value={draft.rules}
            onChange={(event) => field('rules').onValueChange(event.target.value)}
          />
        )}
      </FormField>
      <section aria-label={text.rulesPreview} className={formStyles.preview}>
        <RichText html={draft.rules} />
      </section>
      <div className={styles.toolbar}>
        <Button type="submit" loading={save.isPending} disabled={!ready || save.isPending}>
          {text.save}
        </Button>
        <Button tone="secondary" onClick={onDone}>
          {text.cancel}
        </Button>
      </div>
    </form>
  );
}

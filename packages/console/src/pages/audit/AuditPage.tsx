import { type AuditAction, auditActions } from '@platform/contract';
import { Button, PageEmpty, QueryContent, Select, TextField } from '@platform/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useConsoleRuntime } from '../../boot/consoleRuntime.tsx';
import { AUDIT_PAGE_SIZE, type AuditFilters, consoleQueries } from '../../data/consoleQueries.ts';
import { operatorActorName } from '../../data/operatorActor.ts';
import { dateTimeText } from '../../i18n/formats.ts';
import { useConsoleText } from '../../i18n/useConsoleText.ts';
import { useSignedInOperator } from '../../layout/signedInOperator.ts';
import * as styles from '../../pageParts/consoleStyles.css.ts';
import { SiteSelect } from '../../pageParts/SiteSelect.tsx';
import { auditChangeText } from './auditChange.ts';

const noFilters: AuditFilters = { operatorId: '', action: '', siteCode: '', from: '', to: '', page: 1 };

const isAuditAction = (value: string): value is AuditAction =>
  (auditActions as readonly string[]).includes(value);

/**
 * The audit log, newest first, filtered by operator, action, site and days. An admin's operator filter offers every
 * operator (the operator list is an admin's read); anyone else's offers the operators this page has shown (each
 * entry names its actor).
 */
export default function AuditPage() {
  const { audit: text, site } = useConsoleText();
  const { call, locale } = useConsoleRuntime();
  const [draft, setDraft] = useState<AuditFilters>(noFilters);
  const [filters, setFilters] = useState<AuditFilters>(noFilters);
  const [operatorsSeen, setOperatorsSeen] = useState<ReadonlyMap<string, string>>(new Map());
  const audit = useQuery({ ...consoleQueries.auditLog(call, filters), placeholderData: keepPreviousData });
  const isAdmin = useSignedInOperator().role === 'admin';
  const everyOperator = useQuery({ ...consoleQueries.operators(call), enabled: isAdmin });
  const operatorChoices = everyOperator.data
    ? everyOperator.data.map((listed) => ({ value: listed.id, label: operatorActorName(listed.username) }))
    : [...operatorsSeen].map(([id, actor]) => ({ value: id, label: actor }));

  useEffect(() => {
    const entries = audit.data?.list ?? [];
    setOperatorsSeen((known) => {
      const next = new Map(known);
      for (const entry of entries) if (entry.operatorId !== null) next.set(entry.operatorId, entry.actor);
      return next.size === known.size ? known : next;
    });
  }, [audit.data]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ ...draft, page: 1 });
  };
  const pages = Math.max(1, Math.ceil((audit.data?.total ?? 0) / AUDIT_PAGE_SIZE));

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{text.heading}</h1>
      <form className={styles.toolbar} onSubmit={apply}>
        <Select
          label={text.operator}
          value={draft.operatorId}
          onValueChange={(operatorId) => setDraft({ ...draft, operatorId })}
          options={[{ value: '', label: '—' }, ...operatorChoices]}
        />
        <Select
          label={text.action}
          value={draft.action}
          onValueChange={(action) => setDraft({ ...draft, action: isAuditAction(action) ? action : '' })}
          options={[
            { value: '', label: text.anyAction },
            ...auditActions.map((action) => ({ value: action, label: text.actions[action] })),
          ]}
        />
        <SiteSelect
          value={draft.siteCode}
          onChange={(siteCode) => setDraft({ ...draft, siteCode })}
          anyLabel={text.anySite}
        />
        <TextField
          label={text.from}
          type="date"
          value={draft.from}
          onValueChange={(from) => setDraft({ ...draft, from })}
        />
        <TextField
          label={text.to}
          type="date"
          value={draft.to}
          onValueChange={(to) => setDraft({ ...draft, to })}
        />
        <Button type="submit">{text.apply}</Button>
      </form>
      <QueryContent query={audit} rows={8}>
        {(page) =>
          page.list.length === 0 ? (
            <PageEmpty message={text.empty} />
          ) : (
            <section className={styles.panel} aria-label={text.heading}>
              <div className={styles.tableFrame}>
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th scope="col">{text.when}</th>
                      <th scope="col">{text.actor}</th>
                      <th scope="col">{text.action}</th>
                      <th scope="col">{site.label}</th>
                      <th scope="col">{text.target}</th>
                      <th scope="col">{text.change}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {page.list.map((entry) => (
                      <tr key={entry.id}>
                        <td>{dateTimeText(entry.occurredAt, locale)}</td>
                        <td>{entry.actor}</td>
                        <td>{text.actions[entry.action]}</td>
                        <td>{entry.siteCode ?? '–'}</td>
                        <td className={styles.breakAnywhere}>{entry.target ?? '–'}</td>
                        <td className={styles.breakAnywhere}>{auditChangeText(entry.before, entry.after)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <div className={styles.toolbar}>
                <Button
                  tone="secondary"
                  disabled={filters.page <= 1}
                  onClick={() => setFilters({ ...filters, page: filters.page - 1 })}
                >
                  {text.previous}
                </Button>
                <p className={styles.muted}>{text.pageOf(filters.page, pages)}</p>
                <Button
                  tone="secondary"
                  disabled={filters.page >= pages}
                  onClick={() => setFilters({ ...filters, page: filters.page + 1 })}
                >
                  {text.next}
                </Button>
              </div>
            </section>
          )
        }
      </QueryContent>
    </div>
  );
}

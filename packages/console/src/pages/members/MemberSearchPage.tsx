import { Button, PageEmpty, QueryContent, TextField } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useConsoleRuntime } from '../../boot/consoleRuntime.tsx';
import { memberPath } from '../../data/consolePaths.ts';
import { consoleQueries } from '../../data/consoleQueries.ts';
import { useConsoleText } from '../../i18n/useConsoleText.ts';
import * as styles from '../../pageParts/consoleStyles.css.ts';

/** Members of the operator's sites by the start of an account name, phone or email (the query stays in the URL). */
export default function MemberSearchPage() {
  const text = useConsoleText();
  const { call } = useConsoleRuntime();
  const [search, setSearch] = useSearchParams();
  const submitted = search.get('q') ?? '';
  const [draft, setDraft] = useState(submitted);
  const results = useQuery(consoleQueries.memberSearch(call, submitted));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim() !== '') setSearch({ q: draft.trim() });
  };
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{text.members.heading}</h1>
      <form className={styles.toolbar} onSubmit={submit}>
        <TextField
          label={text.members.search}
          description={text.members.searchHint}
          value={draft}
          onValueChange={setDraft}
          maxLength={64}
        />
        <Button type="submit">{text.members.submit}</Button>
      </form>
      {submitted === '' ? null : (
        <QueryContent query={results} rows={4}>
          {(members) =>
            members.length === 0 ? (
              <PageEmpty message={text.members.noMatches} />
            ) : (
              <section className={styles.panel} aria-label={text.members.heading}>
                <div className={styles.tableFrame}>
                  <table className={styles.table}>
                    <thead>
                      <tr>
                        <th scope="col">{text.money.member}</th>
                        <th scope="col">{text.site.label}</th>
                        <th scope="col">{text.members.phone}</th>
                        <th scope="col">{text.members.email}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {members.map((member) => (
                        <tr key={member.id}>
                          <td>
                            <Link to={memberPath(member.id)}>{member.username}</Link>
                          </td>
                          <td>{member.siteCode}</td>
                          <td>{member.phoneMasked ?? '–'}</td>
                          <td>{member.emailMasked ?? '–'}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </section>
            )
          }
        </QueryContent>
      )}
    </div>
  );
}

import type { AuditAction, AuditEntry } from '@chajul/contracts';
import { AUDIT_ACTIONS } from '@chajul/contracts';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { AdminTable } from '../../../components/ui/admin-table';
import styles from '../../../components/ui/board.module.css';
import { Button } from '../../../components/ui/button';
import { DateText } from '../../../components/ui/date-text';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { koPrivacy as t } from '../../../locales/ko-privacy';
import { useAudit } from '../api/get-audit';

type Filter = { actor: string; action: AuditAction | ''; from: string; to: string };
const EMPTY: Filter = { actor: '', action: '', from: '', to: '' };

/** The admin page's 열람 기록 (ADR 163): who opened or removed whose data, with a filter. */
export function AdminAuditTab() {
  const [applied, setApplied] = useState({ ...EMPTY, page: 0 });
  const [draft, setDraft] = useState(EMPTY);
  const audit = useAudit({
    ...applied,
    action: applied.action || undefined,
  });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setApplied({ ...draft, actor: draft.actor.trim(), page: 0 });
  };
  const set = (field: keyof Filter) => (e: { target: { value: string } }) =>
    setDraft({ ...draft, [field]: e.target.value });
  const h = t.auditHead;
  return (
    <div>
      <h2 className="visually-hidden">{t.auditTitle}</h2>
      <form className={styles.toolbar} role="search" aria-label={t.auditTitle} onSubmit={search}>
        <TextField label={t.auditFilterActor} value={draft.actor} onChange={set('actor')} />
        <SelectField
          label={t.auditFilterAction}
          placeholder={t.auditAllActions}
          options={AUDIT_ACTIONS.map((value) => ({ value, label: t.auditActions[value] }))}
          value={draft.action}
          onChange={set('action')}
        />
        <TextField
          label={t.auditFilterFrom}
          type="date"
          value={draft.from}
          onChange={set('from')}
        />
        <TextField label={t.auditFilterTo} type="date" value={draft.to} onChange={set('to')} />
        <Button type="submit">{t.auditSearch}</Button>
      </form>
      <AdminTable
        label={t.auditTab}
        columns={[h.at, h.actor, h.action, h.target, h.ip]}
        query={audit}
        rows={audit.data?.content ?? []}
        failure={t.auditLoadFailure}
        empty={t.auditEmpty}
        renderRow={(row) => <AuditRow key={row.id} row={row} />}
        page={applied.page}
        totalPages={audit.data?.totalPages ?? 0}
        onPage={(page) => setApplied({ ...applied, page })}
      />
    </div>
  );
}

function AuditRow({ row }: { row: AuditEntry }) {
  const h = t.auditHead;
  return (
    <tr>
      <td data-label={h.at}>
        <DateText value={row.at} withTime />
      </td>
      <td data-label={h.actor}>
        {row.actorWithdrawn ? t.auditWithdrawnActor : (row.actorUserid ?? t.auditUnknownActor)}
      </td>
      <td data-label={h.action}>{t.auditActions[row.action]}</td>
      <td data-label={h.target}>
        {t.auditTargets[row.targetKind] ?? row.targetKind} {row.targetId}
      </td>
      <td data-label={h.ip}>{row.ip}</td>
    </tr>
  );
}

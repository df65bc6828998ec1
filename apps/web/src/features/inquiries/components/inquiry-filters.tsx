import type { InquiryStatus } from '@chajul/contracts';
import type { FormEvent } from 'react';
import { useState } from 'react';
import styles from '../../../components/ui/board.module.css';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { koInquiries } from '../../../locales/ko-inquiries';

const statusOptions = [
  { value: 'PENDING', label: koInquiries.pending },
  { value: 'ANSWERED', label: koInquiries.answered },
];

type Props = {
  status: InquiryStatus | undefined;
  q: string;
  onChange: (next: { status: InquiryStatus | undefined; q: string }) => void;
};

/** The status applies at once; the search text on submit (remounted by key when q changes). */
export function InquiryFilters({ status, q, onChange }: Props) {
  const [draft, setDraft] = useState(q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ status, q: draft.trim() });
  };
  return (
    <form className={styles.toolbar} role="search" onSubmit={submit}>
      <SelectField
        label={koInquiries.statusFilter}
        hideLabel
        placeholder={koInquiries.all}
        options={statusOptions}
        value={status ?? ''}
        onChange={(e) => {
          const value = e.target.value;
          onChange({ status: value === 'PENDING' || value === 'ANSWERED' ? value : undefined, q });
        }}
      />
      <div className={styles.grow}>
        <TextField
          label={koInquiries.searchText}
          placeholder={koInquiries.searchPlaceholder}
          hideLabel
          type="search"
          maxLength={100}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
      </div>
      <Button type="submit">{koInquiries.search}</Button>
    </form>
  );
}

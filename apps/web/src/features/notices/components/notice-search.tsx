import type { NoticeSearchType } from '@chajul/contracts';
import type { FormEvent } from 'react';
import { useState } from 'react';
import styles from '../../../components/ui/board.module.css';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { koNotices } from '../../../locales/ko-notices';

type Props = {
  type: NoticeSearchType;
  q: string;
  direction: 'asc' | 'desc';
  onSearch: (next: { type: NoticeSearchType; q: string }) => void;
  onSort: (direction: 'asc' | 'desc') => void;
};

const typeOptions = [
  { value: 'title', label: koNotices.typeTitle },
  { value: 'title_content', label: koNotices.typeTitleContent },
];
const sortOptions = [
  { value: 'desc', label: koNotices.newest },
  { value: 'asc', label: koNotices.oldest },
];

/**
 * Search type and text are applied together on submit; the sort applies at once. The page
 * remounts it (key) when the URL's search changes.
 */
export function NoticeSearch({ type, q, direction, onSearch, onSort }: Props) {
  const [draftType, setDraftType] = useState<NoticeSearchType>(type);
  const [draftQ, setDraftQ] = useState(q);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ type: draftType, q: draftQ.trim() });
  };

  return (
    <form className={styles.toolbar} role="search" onSubmit={submit}>
      <SelectField
        label={koNotices.searchType}
        hideLabel
        options={typeOptions}
        value={draftType}
        onChange={(e) => setDraftType(e.target.value === 'title' ? 'title' : 'title_content')}
      />
      <div className={styles.grow}>
        <TextField
          label={koNotices.searchText}
          placeholder={koNotices.searchPlaceholder}
          hideLabel
          type="search"
          maxLength={100}
          value={draftQ}
          onChange={(e) => setDraftQ(e.target.value)}
        />
      </div>
      <Button type="submit">{koNotices.search}</Button>
      <SelectField
        label={koNotices.sort}
        hideLabel
        options={sortOptions}
        value={direction}
        onChange={(e) => onSort(e.target.value === 'asc' ? 'asc' : 'desc')}
      />
    </form>
  );
}

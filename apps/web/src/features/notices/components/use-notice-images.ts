import type { NoticeFile } from '@chajul/contracts';
import { useRef, useState } from 'react';
import type { PickerPhoto } from '../../../components/ui/photo-picker';
import type { NoticeDraft } from '../api/save-notice';

/** An image's alt text being edited: the words, or marked decorative (ADR 125). */
export type AltDraft = { text: string; decorative: boolean };

const fromAlt = (alt: string | null): AltDraft => ({ text: alt ?? '', decorative: alt === '' });
/** '' for decorative; blank words leave the image undescribed (null), as older ones are. */
const toAlt = (draft: AltDraft): string | null =>
  draft.decorative ? '' : draft.text.trim() || null;

export type NoticeImage = PickerPhoto & { name: string; alt: AltDraft };
type Added = { key: string; file: File; alt: AltDraft };

/**
 * The notice form's images in the picker's order, the stored ones first: which are kept,
 * which are new, and each one's alt text. `draft` turns them into what the save sends.
 */
export function useNoticeImages(stored: NoticeFile[]) {
  const nextKey = useRef(0);
  const [added, setAdded] = useState<Added[]>([]);
  const [removed, setRemoved] = useState<number[]>([]);
  const [storedAlts, setStoredAlts] = useState<Record<number, AltDraft>>({});

  const kept = stored.filter((f) => !removed.includes(f.id));
  const storedAlt = (f: NoticeFile) => storedAlts[f.id] ?? fromAlt(f.alt);
  const images: NoticeImage[] = [
    ...kept.map((f) => ({
      id: `saved-${f.id}`,
      src: f.thumbnailUrl,
      name: f.originalName,
      alt: storedAlt(f),
    })),
    ...added.map((a) => ({ id: `new-${a.key}`, file: a.file, name: a.file.name, alt: a.alt })),
  ];
  const storedId = (id: string) =>
    id.startsWith('saved-') ? Number(id.slice('saved-'.length)) : undefined;

  return {
    images,
    add(files: File[]) {
      const fresh = files.map((file) => ({
        key: String((nextKey.current += 1)),
        file,
        alt: fromAlt(null),
      }));
      setAdded((list) => [...list, ...fresh]);
    },
    remove(id: string) {
      const savedId = storedId(id);
      if (savedId !== undefined) setRemoved((ids) => [...ids, savedId]);
      else setAdded((list) => list.filter((a) => `new-${a.key}` !== id));
    },
    setAlt(id: string, alt: AltDraft) {
      const savedId = storedId(id);
      if (savedId !== undefined) setStoredAlts((alts) => ({ ...alts, [savedId]: alt }));
      else setAdded((list) => list.map((a) => (`new-${a.key}` === id ? { ...a, alt } : a)));
    },
    draft: (): Pick<NoticeDraft, 'files' | 'newFileAlts' | 'fileAlts' | 'removeFileIds'> => ({
      files: added.map((a) => a.file),
      newFileAlts: added.map((a) => toAlt(a.alt)),
      fileAlts: kept.map((f) => ({ id: f.id, alt: toAlt(storedAlt(f)) })),
      removeFileIds: removed,
    }),
  };
}

import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import buttonStyles from '../../../components/ui/button.module.css';
import { telHref } from '../../../components/ui/phone-link';
import { koDogs } from '../../../locales/ko-dogs';
import styles from './adoption-inquiry.module.css';

type Props = {
  /** The shelter's phone; null when the data has none. */
  phone: string | null;
  /** The dog's notice number (공고번호), quoted in the text to copy. */
  noticeNumber: string | null;
  /** Secondary on a card, where 상세보기 is the main action. */
  variant?: 'primary' | 'secondary';
};

type Copy = 'idle' | 'copied' | 'failed';

/**
 * "입양 문의" (issue 30 item 4): calls the shelter where it has a phone; otherwise it shows a
 * pre-filled inquiry with the dog's notice number and copies it, with a fallback text to
 * select by hand when the clipboard is not allowed.
 */
export function AdoptionInquiry({ phone, noticeNumber, variant = 'primary' }: Props) {
  const t = koDogs.inquiry;
  const [open, setOpen] = useState(false);
  const [copy, setCopy] = useState<Copy>('idle');
  const textId = useId();
  if (phone) {
    return (
      <a className={`${buttonStyles.button} ${buttonStyles[variant]}`} href={telHref(phone)}>
        {t.button} <span className="visually-hidden">{t.call(phone)}</span>
      </a>
    );
  }
  const text = t.text(noticeNumber ?? '');
  const copyText = async () => {
    setOpen(true);
    try {
      await navigator.clipboard.writeText(text);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <div className={styles.inquiry}>
      <Button
        variant={variant}
        onClick={() => void copyText()}
        aria-expanded={open}
        aria-controls={textId}
      >
        {t.button}
      </Button>
      <div id={textId} hidden={!open} className={styles.panel}>
        <p>{t.noPhone}</p>
        <label htmlFor={`${textId}-text`}>{t.textLabel}</label>
        <textarea
          id={`${textId}-text`}
          className={styles.text}
          readOnly
          rows={2}
          value={text}
          onFocus={(e) => e.currentTarget.select()}
        />
        <p role="status" className={styles.status}>
          {copy === 'copied' ? t.copied : copy === 'failed' ? t.copyFailed : ''}
        </p>
      </div>
    </div>
  );
}
